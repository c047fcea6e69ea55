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

const KINDS = [
  'mining_claim', 'bonus_code', 'admin_adjustment', 'shop_fre_box', 'shop_refund', 'withdrawal_hold', 'withdrawal_refund', 'game_stake', 'game_win',
] as const;
const kindKey = (kind: string) => ((KINDS as readonly string[]).includes(kind) ? (kind as (typeof KINDS)[number]) : 'other');

/** Every balance movement, newest first, with "load more". */
export function LedgerCard() {
  const { t, i18n } = useTranslation('growth');
  const lang = i18n.language;
  const ledger = useLedger();
  const dateFormat = () => dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  let body;
  if (ledger.isPending) body = <Skeleton label={t('common.loading', { ns: 'web' })} blocks={[56, 56, 56]} />;
  else if (ledger.isError) body = <LoadError text={t('profile.ledger.loadError')} onRetry={() => void ledger.refetch()} retrying={ledger.isFetching} />;
  else {
    const entries = ledger.data.pages.flatMap((page) => page.entries);
    body =
      entries.length === 0 ? (
        <EmptyState icon={<IconList size={22} />} text={t('profile.ledger.empty')} />
      ) : (
        <>
          <ul className={styles.list}>
            {entries.map((entry) => {
              const positive = !entry.amount.startsWith('-');
              return (
                <li key={entry.id} className={styles.row}>
                  <div className={styles.left}>
                    <span className={styles.kind}>{t(`profile.ledger.kinds.${kindKey(entry.kind)}`)}</span>
                    <span className={styles.date}>{dateFormat().format(new Date(entry.createdAt))}</span>
                  </div>
                  <div className={styles.right}>
                    <span className={`${styles.amount} ${positive ? styles.gain : styles.loss} tabular`}>
                      {t('units.fre', { amount: `${positive ? '+' : ''}${formatBalance(entry.amount, lang)}` })}
                    </span>
                    <span className={`${styles.after} tabular`}>{t('profile.ledger.after', { amount: formatBalance(entry.balanceAfter, lang) })}</span>
                  </div>
                </li>
              );
            })}
          </ul>
          {ledger.hasNextPage ? (
            <Button variant="ghost" block loading={ledger.isFetchingNextPage} onClick={() => void ledger.fetchNextPage()}>
              {t('profile.ledger.more')}
            </Button>
          ) : null}
        </>
      );
  }
  return (
    <Card title={t('profile.ledger.title')} icon={<IconList size={16} />}>
      {body}
    </Card>
  );
}
