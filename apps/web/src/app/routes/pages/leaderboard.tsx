import { LeaderboardPage } from '#web/features/leaderboard/components/leaderboard-page.tsx';
import { AfterFirstPaint } from '#web/lib/render/deferred-render.tsx';
import { lazyRoute } from '#web/lib/render/lazy-route.ts';
import { WithTexts } from '../with-texts.tsx';

/* Fetched once the ranking is painted: the sponsored slot never weighs on the page's first load. */
const LeaderboardExtras = lazyRoute(() => import('../leaderboard-extras.tsx'));

/** /leaderboard, then its sponsored slot below the ranking. */
export default function LeaderboardRoute() {
  return (
    <WithTexts ns="leaderboard">
      <LeaderboardPage />
      <AfterFirstPaint part={LeaderboardExtras} namespaces={['ads']} />
    </WithTexts>
  );
}
