import { AdSlot } from '#web/features/ads/components/ad-slot.tsx';
import styles from './route-extras.module.css';

/**
 * At the end of the mining screen: the dashboard's sponsored slot (consent-gated, lazy `ads`
 * texts). A lazy chunk of its own, outside the dashboard's first load. The way into the contest is
 * the agenda's line under the ring while levels are left, and the "More" sheet always.
 */
export default function DashboardExtras() {
  return (
    <div className={styles.extras}>
      <AdSlot placement="dashboard" />
    </div>
  );
}
