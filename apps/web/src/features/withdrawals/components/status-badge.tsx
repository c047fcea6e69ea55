import type { Withdrawal } from '../api/get-withdrawals.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './status-badge.module.css';

const TONE: Record<Withdrawal['status'], 'wait' | 'done' | 'failed'> = {
  requested: 'wait',
  approved: 'wait',
  signed: 'wait',
  broadcast: 'wait',
  completed: 'done',
  rejected: 'failed',
  failed: 'failed',
  // The team retries it or refunds it: for the player it is still on its way, not lost.
  payout_failed: 'wait',
};

/** The state of a withdrawal in words (colour only repeats it). */
export function StatusBadge({ status }: { status: Withdrawal['status'] }) {
  const { t } = useTranslation('withdrawals');
  return (
    <span className={`${styles.badge} ${styles[TONE[status]]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
