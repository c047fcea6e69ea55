import { isLedgerKind, type LedgerKind } from '@fre/domain';
import { formatBalance } from '#web/lib/format.ts';
import { dateTimeFormat } from '#web/lib/intl-formats.ts';
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

/** The words of the page that shows the history (each page keeps its own title and phrasing). */
export interface BalanceHistoryTexts {
  title: string;
  loading: string;
  loadError: string;
  empty: string;
  more: string;
  /** "Solde : 1 250 FRE" for the balance after a movement, already formatted. */
  balanceAfter: (amount: string) => string;
  /** What moved the balance; 'other' for a kind this version does not know yet. */
  kind: (kind: LedgerKind | 'other') => string;
}

/** Every movement of the balance, newest first, with "show more": one list for the profile and the wallet. */
export function BalanceHistory({ texts }: { texts: BalanceHistoryTexts }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const ledger = useLedger();
  let body;
  if (ledger.isPending) body = <Skeleton label={texts.loading} blocks={[56, 56, 56]} />;
  else if (ledger.isError) body = <LoadError text={texts.loadError} onRetry={() => void ledger.refetch()} retrying={ledger.isFetching} />;
  else {
    const entries = ledger.data.pages.flatMap((page) => page.entries);
    const dates = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    body =
      entries.length === 0 ? (
        <EmptyState icon={<IconList size={22} />} text={texts.empty} />
      ) : (
        <>
          <ul className={styles.list}>
            {entries.map((entry) => {
              const amount = BigInt(entry.amount);
              return (
                <li key={entry.id} className={styles.row}>
                  <div className={styles.left}>
                    <span className={styles.kind}>{texts.kind(isLedgerKind(entry.kind) ? entry.kind : 'other')}</span>
                    <time className={styles.date} dateTime={entry.createdAt}>
                      {dates.format(new Date(entry.createdAt))}
                    </time>
                  </div>
                  <div className={styles.right}>
                    <span className={`${styles.amount} ${amount >= 0n ? styles.gain : styles.loss} tabular`}>
                      {`${amount > 0n ? '+' : ''}${formatBalance(amount, language)}${NO_BREAK_SPACE}FRE`}
                    </span>
                    <span className={`${styles.after} tabular`}>{texts.balanceAfter(formatBalance(entry.balanceAfter, language))}</span>
                  </div>
                </li>
              );
            })}
          </ul>
          {ledger.hasNextPage ? (
            <Button variant="ghost" block loading={ledger.isFetchingNextPage} onClick={() => void ledger.fetchNextPage()}>
              {texts.more}
            </Button>
          ) : null}
        </>
      );
  }
  return (
    <Card title={texts.title} icon={<IconList size={16} />}>
      {body}
    </Card>
  );
}
