import { LeaderboardPage } from '../../features/leaderboard/components/leaderboard-page';
import { WithGrowthTexts } from './growth-namespace';

/** /leaderboard */
export default function LeaderboardRoute() {
  return (
    <WithGrowthTexts>
      <LeaderboardPage />
    </WithGrowthTexts>
  );
}
