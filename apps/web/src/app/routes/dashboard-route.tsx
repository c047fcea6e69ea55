import { lazy, Suspense } from 'react';
import { DashboardPage } from '../../features/mining/components/dashboard-page';

/* Fetched while the mining screen shows: it never weighs on the dashboard's first load. */
const DashboardExtras = lazy(() => import('./dashboard-extras'));

/** /dashboard: the mining screen, then the contest entry and the sponsored slot. */
export default function DashboardRoute() {
  return (
    <>
      <DashboardPage />
      <Suspense fallback={null}>
        <DashboardExtras />
      </Suspense>
    </>
  );
}
