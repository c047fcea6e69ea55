import { Navigate, Outlet } from 'react-router';
import { useUser } from '#web/lib/auth/get-me.ts';
import { paths } from '#web/config/paths.ts';

/** Admin-only subtree: other users are sent to /dashboard. Must sit under RequireAuth. */
export function RequireAdmin() {
  const { data: user } = useUser();
  if (user?.role !== 'admin') return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
}
