import { useTranslation } from '../../lib/use-translation';
import { AdSlot } from '../../features/ads/components/ad-slot';
import { ContestEntryCard } from '../../features/contest/components/contest-entry-card';
import styles from './route-extras.module.css';

/**
 * Below the mining screen: the way into the contest (lazy `growth` texts) and the dashboard's
 * sponsored slot (consent-gated). A lazy chunk of its own, outside the dashboard's first load.
 */
export default function DashboardExtras() {
  const { ready } = useTranslation('growth');
  return (
    <div className={styles.extras}>
      {ready ? <ContestEntryCard /> : null}
      <AdSlot placement="dashboard" />
    </div>
  );
}
