import { ADMIN, HOUR_MS, MINING } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconPickaxe } from '#web/components/icons.tsx';
import { formatDateTime } from '../../format.ts';
import type { MiningSessionRow } from '../../types.ts';
import { Amount } from '../ui/amount.tsx';
import { Badge } from '../ui/badge.tsx';
import { DataTable } from '../ui/data-table.tsx';
import layout from '../ui/page-layout.module.css';
import { EmptyState } from '../ui/query-state.tsx';
import styles from './user-detail-page.module.css';

function SessionStatus({ session }: { session: MiningSessionRow }) {
  const { t } = useTranslation('admin');
  if (session.claimed) return <Badge tone="gain">{t('users.sessions.status.claimed')}</Badge>;
  if (!session.active) return <Badge>{t('users.sessions.status.stopped')}</Badge>;
  if (Date.parse(session.endTime) > Date.now()) return <Badge tone="gold" dot>{t('users.sessions.status.running')}</Badge>;
  return <Badge tone="gold">{t('users.sessions.status.toClaim')}</Badge>;
}

/** The latest mining sessions of the account. */
export function SessionsPanel({ sessions }: { sessions: MiningSessionRow[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card title={t('users.sessions.title')} icon={<IconPickaxe size={16} />}>
      <p className={styles.panelNote}>{t('users.sessions.note', { n: ADMIN.userSessionsShown, hours: MINING.sessionDurationMs / HOUR_MS })}</p>
      {sessions.length === 0 ? (
        <EmptyState compact title={t('users.sessions.empty')} />
      ) : (
        <DataTable
          caption={t('users.sessions.title')}
          rows={sessions}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'start',
              header: t('users.sessions.start'),
              primary: true,
              render: (row) => (
                <span className={styles.kind}>
                  <strong>{formatDateTime(row.startTime, i18n.language)}</strong>
                  <span className={layout.date}>{t('users.sessions.ends', { date: formatDateTime(row.endTime, i18n.language) })}</span>
                </span>
              ),
            },
            { key: 'status', header: t('users.sessions.statusLabel'), render: (row) => <SessionStatus session={row} /> },
            { key: 'rate', header: t('users.sessions.rate'), numeric: true, render: (row) => <Amount nano={row.rate} rate /> },
            { key: 'earnings', header: t('users.sessions.earnings'), numeric: true, render: (row) => (row.earnings === null ? '—' : <Amount nano={row.earnings} />) },
          ]}
        />
      )}
    </Card>
  );
}
