import { DashboardPage } from '../../features/mining/components/dashboard-page';
import { AfterFirstPaint } from '../../lib/render/deferred-render';
import { lazyRoute } from '../../lib/render/lazy-route';

/* Fetched once the mining screen is painted: it never weighs on the dashboard's first load. */
const DashboardExtras = lazyRoute(() => import('./dashboard-extras'));

/** /dashboard: the mining screen (its agenda under the ring), then the sponsored slot. */
export default function DashboardRoute() {
  return (
    <>
      <DashboardPage />
      <AfterFirstPaint part={DashboardExtras} namespaces={['engage']} />
    </>
  );
}
