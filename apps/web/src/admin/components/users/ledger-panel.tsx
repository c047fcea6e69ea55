import { ADMIN, isLedgerKind } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconList } from '#web/components/icons.tsx';
import { formatDateTime } from '../../format.ts';
import type { LedgerRow } from '../../types.ts';
import { Amount } from '../ui/amount.tsx';
import { DataTable } from '../ui/data-table.tsx';
import layout from '../ui/page-layout.module.css';
import { EmptyState } from '../ui/query-state.tsx';
import styles from './user-detail-page.module.css';

/** The latest ledger rows of the account (decision 067): every credit and debit with the balance after it. */
export function LedgerPanel({ ledger }: { ledger: LedgerRow[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card title={t('users.ledger.title')} icon={<IconList size={16} />}>
      <p className={styles.panelNote}>{t('users.ledger.note', { n: ADMIN.userLedgerShown })}</p>
      {ledger.length === 0 ? (
        <EmptyState compact title={t('users.ledger.empty')} />
      ) : (
        <DataTable
          caption={t('users.ledger.title')}
          rows={ledger}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'kind',
              header: t('users.ledger.kind'),
              primary: true,
              render: (row) => (
                <span className={styles.kind}>
                  <strong>{isLedgerKind(row.kind) ? t(`users.ledger.kinds.${row.kind}`) : row.kind}</strong>
                  <span className={layout.date}>{formatDateTime(row.createdAt, i18n.language)}</span>
                </span>
              ),
            },
            { key: 'amount', header: t('users.ledger.amount'), numeric: true, render: (row) => <Amount nano={row.amount} signed /> },
            { key: 'after', header: t('users.ledger.balanceAfter'), numeric: true, render: (row) => <Amount nano={row.balanceAfter} /> },
            { key: 'reason', header: t('users.ledger.reason'), render: (row) => <span className={styles.reason}>{row.reason ?? '—'}</span> },
          ]}
        />
      )}
    </Card>
  );
}
