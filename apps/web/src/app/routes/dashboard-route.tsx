import { DayAgenda } from '#web/features/agenda/components/day-agenda.tsx';
import { DashboardPage } from '#web/features/mining/components/dashboard-page.tsx';
import { AfterFirstPaint } from '#web/lib/render/deferred-render.tsx';
import { lazyRoute } from '#web/lib/render/lazy-route.ts';

/* Fetched once the mining screen is painted: it never weighs on the dashboard's first load. */
const DashboardExtras = lazyRoute(() => import('./dashboard-extras.tsx'));
/* A freeze in force, with why and the appeal (decision 061): rare, so read after the first paint. */
const MeasuresBanner = lazyRoute(() => import('#web/features/appeals/components/measures-banner.tsx').then((m) => ({ default: m.MeasuresBanner })));

/** /dashboard: the mining screen (its agenda under the ring), then the sponsored slot. */
export default function DashboardRoute() {
  return (
    <>
      <AfterFirstPaint part={MeasuresBanner} namespaces={['appeals']} />
      <DashboardPage agenda={<DayAgenda />} />
      <AfterFirstPaint part={DashboardExtras} namespaces={['ads']} />
    </>
  );
}
