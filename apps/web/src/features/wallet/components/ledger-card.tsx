import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { IconList } from '../../../components/icons';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { formatBalance } from '../../../lib/format';
import { useLedger } from '../api/get-ledger';
import styles from './ledger-card.module.css';
import { dateTimeFormat } from '../../../lib/intl-formats';

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
