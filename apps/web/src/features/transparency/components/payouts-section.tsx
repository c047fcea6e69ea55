import { Button } from '#web/components/button.tsx';
import { formatBalance } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { usePayouts } from '../api/get-payouts.ts';
import { formatMoment } from './dates.ts';
import styles from './transparency-page.module.css';

const short = (hash: string) => `${hash.slice(0, 6)}…${hash.slice(-4)}`;

/** Every payout sent, newest first, each with its transaction on the explorer; more on demand. */
export function PayoutsSection() {
  const { t, i18n } = useTranslation(['transparency', 'web']);
  const payouts = usePayouts();
  const items = payouts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className={styles.section} aria-labelledby="transparency-payouts">
      <h2 id="transparency-payouts">{t('payouts.title')}</h2>
      <p className={styles.note}>{t('payouts.intro')}</p>
      {payouts.isSuccess && items.length === 0 ? <p>{t('payouts.empty')}</p> : null}
      <ul className={styles.rows}>
        {items.map((payout) => (
          <li key={`${payout.completedAt}-${payout.txHash ?? ''}-${payout.amount}`} className={styles.row}>
            <span className={styles.rowMain}>{t('web:units.fre', { amount: formatBalance(payout.amount, i18n.language) })}</span>
            <span className={styles.note}>
              {t('payouts.date')} {formatMoment(payout.completedAt, i18n.language)}
            </span>
            <span className={styles.note}>
              {t('payouts.transaction')}{' '}
              {payout.txHash && payout.explorerUrl ? (
                <a href={payout.explorerUrl} target="_blank" rel="noopener noreferrer" aria-label={t('payouts.open', { hash: payout.txHash })} className={styles.hash}>
                  {short(payout.txHash)}
                </a>
              ) : payout.txHash ? (
                <code className={styles.hash}>{short(payout.txHash)}</code>
              ) : (
                t('payouts.noHash')
              )}
            </span>
          </li>
        ))}
      </ul>
      {payouts.hasNextPage ? (
        <Button variant="secondary" loading={payouts.isFetchingNextPage} onClick={() => void payouts.fetchNextPage()}>
          {t('payouts.more')}
        </Button>
      ) : null}
    </section>
  );
}
