import { useTranslation } from '#web/lib/use-translation.ts';
import type { AdminWithdrawal } from '../../api/get-admin-withdrawals.ts';
import styles from './approvals.module.css';

/**
 * "n of needed" approvals, and what is still missing: above the threshold a second, different
 * admin must approve, so an admin who already approved is told to wait for a colleague.
 */
export function Approvals({ item, adminId }: { item: Pick<AdminWithdrawal, 'approvedBy' | 'approvalsNeeded' | 'status'>; adminId: string | undefined }) {
  const { t } = useTranslation('admin-withdrawals');
  const count = item.approvedBy.length;
  const needed = item.approvalsNeeded;
  const mine = adminId !== undefined && item.approvedBy.includes(adminId);
  const open = item.status === 'requested' && count < needed;
  return (
    <div className={styles.approvals}>
      <span className={styles.dots} aria-hidden="true">
        {Array.from({ length: needed }, (_, index) => (
          <span key={index} className={`${styles.dot} ${index < count ? styles.filled : ''}`} />
        ))}
      </span>
      <span className={styles.count}>{t('approvals.count', { count, needed })}</span>
      {open && mine ? <span className={styles.note}>{t('approvals.waitingOther')}</span> : null}
      {open && !mine && count > 0 ? <span className={styles.note}>{t('approvals.yoursCompletes')}</span> : null}
      {open && count === 0 && needed > 1 ? <span className={styles.note}>{t('approvals.twoNeeded')}</span> : null}
    </div>
  );
}
