import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { IconList } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { formatBalance } from '#web/lib/format.ts';
import { useLedger } from '../api/get-ledger.ts';
import styles from './ledger-card.module.css';
import { dateTimeFormat } from '#web/lib/intl-formats.ts';

const KNOWN_KINDS = ['mining_claim', 'bonus_code', 'admin_adjustment', 'shop_fre_box', 'shop_refund', 'withdrawal_hold', 'withdrawal_refund', 'game_stake', 'game_win'];

const dateFormat = (language: string) => dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

/** Every movement of the balance, newest first, ten at a time. */
export function LedgerCard() {
  const { t, i18n } = useTranslation('ton');
  const ledger = useLedger();
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];
  const dates = dateFormat(i18n.language);
  return (
    <Card title={t('wallet.ledger.title')} icon={<IconList size={16} />}>
      {ledger.isPending ? <Skeleton blocks={[52, 52, 52]} label={t('wallet.ledger.loading')} /> : null}
      {ledger.isError ? <LoadError text={t('wallet.ledger.error')} onRetry={() => void ledger.refetch()} retrying={ledger.isFetching} /> : null}
      {ledger.isSuccess && entries.length === 0 ? <EmptyState icon={<IconList size={28} />} text={t('wallet.ledger.empty')} /> : null}
      {entries.length ? (
        <ul className={styles.list}>
          {entries.map((entry) => {
            const amount = BigInt(entry.amount);
            return (
              <li key={entry.id} className={styles.row}>
                <div className={styles.what}>
                  <span className={styles.kind}>{t(`wallet.ledger.kinds.${KNOWN_KINDS.includes(entry.kind) ? entry.kind : 'other'}` as 'wallet.ledger.kinds.other')}</span>
                  <time className={styles.date} dateTime={entry.createdAt}>
                    {dates.format(new Date(entry.createdAt))}
                  </time>
                </div>
                <div className={styles.figures}>
                  <span className={`${styles.amount} ${amount >= 0n ? styles.gain : styles.loss} tabular`}>
                    {amount > 0n ? '+' : ''}
                    {formatBalance(amount, i18n.language)} FRE
                  </span>
                  <span className={`${styles.after} tabular`}>{t('wallet.ledger.after', { amount: formatBalance(entry.balanceAfter, i18n.language) })}</span>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {ledger.hasNextPage ? (
        <Button variant="ghost" block loading={ledger.isFetchingNextPage} onClick={() => void ledger.fetchNextPage()}>
          {t('wallet.ledger.more')}
        </Button>
      ) : null}
    </Card>
  );
}
