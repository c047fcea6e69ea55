import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../app/paths';
import { formatDateTime } from '../../format';
import type { AuditEntry } from '../../types';
import { DataTable } from '../ui/data-table';
import { AuditDetails } from './audit-details';
import { isAuditAction, isSettingKey } from './audit-labels';
import styles from './security-page.module.css';

function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  if (!entry.targetType || !entry.targetId) return <>—</>;
  if (entry.targetType === 'user') {
    return (
      <Link to={paths.adminUser.getHref(entry.targetId)} className={styles.mono}>
        {t('audit.targets.user', { id: entry.targetId.slice(0, 8) })}
      </Link>
    );
  }
  if (entry.targetType === 'setting') return <>{isSettingKey(entry.targetId) ? t(`settings.items.${entry.targetId}.title`) : entry.targetId}</>;
  if (entry.targetType === 'session') return <span className={styles.mono}>{t('audit.targets.session', { id: entry.targetId.slice(0, 8) })}</span>;
  return <span className={styles.mono}>{`${entry.targetType} ${entry.targetId.slice(0, 8)}`}</span>;
}

/** Audit entries as a table on desktop and cards on phones. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <DataTable
      caption={t('audit.title')}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[
        {
          key: 'when',
          header: t('audit.columns.action'),
          primary: true,
          render: (entry) => (
            <span className={styles.when}>
              <span className={styles.action}>{isAuditAction(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}</span>
              <time className={styles.time} dateTime={entry.createdAt}>
                {formatDateTime(entry.createdAt, i18n.language)}
              </time>
            </span>
          ),
        },
        {
          key: 'actor',
          header: t('audit.columns.actor'),
          render: (entry) => <span className={styles.target}>{entry.actorId === null && entry.actorLabel === 'cli' ? t('audit.cli') : entry.actorLabel}</span>,
        },
        { key: 'target', header: t('audit.columns.target'), render: (entry) => <AuditTarget entry={entry} /> },
        { key: 'details', header: t('audit.columns.details'), render: (entry) => <AuditDetails entry={entry} /> },
        { key: 'ip', header: t('audit.columns.ip'), render: (entry) => <span className={styles.mono}>{entry.ip ?? '—'}</span> },
      ]}
    />
  );
}
