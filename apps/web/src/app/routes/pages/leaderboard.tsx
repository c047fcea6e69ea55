import { LeaderboardPage } from '../../../features/leaderboard/components/leaderboard-page';
import { AfterFirstPaint } from '../../../lib/render/deferred-render';
import { lazyRoute } from '../../../lib/render/lazy-route';
import { WithGrowthTexts } from '../growth-namespace';

/* Fetched once the ranking is painted: the sponsored slot never weighs on the page's first load. */
const LeaderboardExtras = lazyRoute(() => import('../leaderboard-extras'));

/** /leaderboard, then its sponsored slot below the ranking. */
export default function LeaderboardRoute() {
  return (
    <WithGrowthTexts>
      <LeaderboardPage />
      <AfterFirstPaint part={LeaderboardExtras} namespaces={['engage']} />
    </WithGrowthTexts>
  );
}
