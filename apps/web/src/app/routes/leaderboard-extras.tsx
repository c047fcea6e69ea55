import { AdSlot } from '#web/features/ads/components/ad-slot.tsx';
import styles from './route-extras.module.css';

/** Below the ranking: the leaderboard's sponsored slot (consent-gated), a lazy chunk outside the page's first load. */
export default function LeaderboardExtras() {
  return (
    <div className={styles.extras}>
      <AdSlot placement="leaderboard" />
    </div>
  );
}
