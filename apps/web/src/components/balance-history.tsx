import { isLedgerKind } from '@fre/domain';
import { formatBalance } from '#web/lib/format.ts';
import { dateTimeFormat } from '@fre/i18n/intl-formats';
import { useLedger } from '#web/lib/ledger/get-ledger.ts';
import { NO_BREAK_SPACE } from '#web/lib/typeset.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';
import { IconList } from './icons.tsx';
import { LoadError } from './load-error.tsx';
import { Skeleton } from './skeleton.tsx';
import styles from './balance-history.module.css';
import list from './history-list.module.css';

/**
 * Every movement of the balance, newest first, with "show more": one list, in the same words, on the
 * profile and on the wallet (its own namespace, `balance-history`, in the layout's loading unit).
 */
export function BalanceHistory() {
  const { t, i18n } = useTranslation('balance-history');
  const language = i18n.language;
  const ledger = useLedger();
  let body;
  if (ledger.isPending) body = <Skeleton label={t('loading')} blocks={[56, 56, 56]} />;
  else if (ledger.isError) body = <LoadError text={t('loadError')} onRetry={() => void ledger.refetch()} retrying={ledger.isFetching} />;
  else {
    const entries = ledger.data.pages.flatMap((page) => page.items);
    const dates = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    body =
      entries.length === 0 ? (
        <EmptyState icon={<IconList size={22} />} text={t('empty')} />
      ) : (
        <>
          <ul className={`${list.list} ${styles.list}`}>
            {entries.map((entry) => {
              const amount = BigInt(entry.amount);
              return (
                <li key={entry.id} className={list.row}>
                  <div className={list.left}>
                    <span className={styles.kind}>{t(`kinds.${isLedgerKind(entry.kind) ? entry.kind : 'other'}`)}</span>
                    <time className={list.meta} dateTime={entry.createdAt}>
                      {dates.format(new Date(entry.createdAt))}
                    </time>
                  </div>
                  <div className={`${list.right} ${styles.right}`}>
                    <span className={`${styles.amount} ${amount >= 0n ? styles.gain : styles.loss} tabular`}>
                      {`${amount > 0n ? '+' : ''}${formatBalance(amount, language)}${NO_BREAK_SPACE}FRE`}
                    </span>
                    <span className={`${list.meta} tabular`}>{t('after', { amount: formatBalance(entry.balanceAfter, language) })}</span>
                  </div>
                </li>
              );
            })}
          </ul>
          {ledger.hasNextPage ? (
            <Button variant="ghost" block loading={ledger.isFetchingNextPage} onClick={() => void ledger.fetchNextPage()}>
              {t('more')}
            </Button>
          ) : null}
        </>
      );
  }
  return (
    <Card title={t('title')} icon={<IconList size={16} />}>
      {body}
    </Card>
  );
}
