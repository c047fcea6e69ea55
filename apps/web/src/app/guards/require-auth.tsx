import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useUser } from '#web/lib/auth/get-me.ts';
import { consumeSignedOut } from '#web/lib/auth/logout-intent.ts';
import { PageFallback } from '../layout/page-fallback.tsx';
import { paths } from '#web/config/paths.ts';
import { SessionUnanswered } from './session-unanswered.tsx';

/**
 * Lets signed-in users through; guests go to /login with the page they wanted in state. A session
 * check without an answer (offline) is not a guest: the visitor is told and may retry.
 */
export function RequireAuth() {
  const { data: user, isPending: sessionPending } = useUser();
  // When the session answer arrives, the page behind the guard renders in the background, in small
  // slices, instead of in one long task with the answer (the fallback stays until it is ready).
  // With React; under preact/compat (decision 028) useDeferredValue returns the value as it is.
  const isPending = useDeferredValue(sessionPending);
  const location = useLocation();
  if (isPending) return <PageFallback />;
  if (user === undefined) return <SessionUnanswered />;
  if (!user) {
    if (consumeSignedOut()) return <Navigate to={paths.home.getHref()} replace />;
    return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
