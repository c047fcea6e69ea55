import { useTranslation } from '#web/lib/use-translation.ts';
import { IconAlert } from '#web/components/icons.tsx';
import styles from './payout-failure.module.css';

/**
 * Why a payout failed on chain: what it means for the operator in their language, then the
 * chain's own technical sentence, which the server writes in English (hence lang="en").
 */
export function PayoutFailure({ reason }: { reason: string | null }) {
  const { t } = useTranslation('admin-withdrawals');
  return (
    <div className={styles.failure}>
      <p className={styles.title}>
        <IconAlert size={18} />
        {t('payoutFailed.title')}
      </p>
      <p className={styles.text}>{t('payoutFailed.text')}</p>
      {reason ? (
        <p className={styles.cause}>
          <span className={styles.causeLabel}>{t('payoutFailed.cause')}</span>{' '}
          <span lang="en">{reason}</span>
        </p>
      ) : null}
    </div>
  );
}
