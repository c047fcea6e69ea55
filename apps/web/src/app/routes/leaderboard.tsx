import { AdSlot } from '../../features/ads/components/ad-slot';
import { LeaderboardPage } from '../../features/leaderboard/components/leaderboard-page';
import { WithGrowthTexts } from './growth-namespace';
import styles from './route-extras.module.css';

/** /leaderboard, with its sponsored slot below the ranking (consent-gated). */
export default function LeaderboardRoute() {
  return (
    <WithGrowthTexts>
      <LeaderboardPage />
      <div className={styles.extras}>
        <AdSlot placement="leaderboard" />
      </div>
    </WithGrowthTexts>
  );
}
