import { DayAgenda } from '#web/features/agenda/components/day-agenda.tsx';
import { DashboardPage } from '#web/features/mining/components/dashboard-page.tsx';
import { AfterFirstPaint } from '#web/lib/render/deferred-render.tsx';
import { lazyRoute } from '#web/lib/render/lazy-route.ts';

/* Fetched once the mining screen is painted: it never weighs on the dashboard's first load. */
const DashboardExtras = lazyRoute(() => import('./dashboard-extras.tsx'));
/* A rule announced to change for the worse (docs/decisions/063), above the agenda; its texts load only when there is one. */
const AnnouncedChange = lazyRoute(() => import('#web/features/transparency/components/announced-change-banner.tsx').then((module) => ({ default: module.AnnouncedChangeBanner })));
/* A freeze in force, with why and the appeal (decision 061): rare, so read after the first paint. */
const MeasuresBanner = lazyRoute(() => import('#web/features/appeals/components/measures-banner.tsx').then((m) => ({ default: m.MeasuresBanner })));

/** /dashboard: the mining screen (under the ring a rule change announced, then its agenda), then the sponsored slot. */
export default function DashboardRoute() {
  return (
    <>
      <AfterFirstPaint part={MeasuresBanner} namespaces={[]} />
      <DashboardPage
        agenda={
          <>
            <AfterFirstPaint part={AnnouncedChange} namespaces={[]} />
            <DayAgenda />
          </>
        }
      />
      <AfterFirstPaint part={DashboardExtras} namespaces={['ads']} />
    </>
  );
}
