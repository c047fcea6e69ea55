import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { formatDateTime } from '../../format.ts';
import type { AuditEntry } from '../../types.ts';
import { DataTable } from '../ui/data-table.tsx';
import { AuditDetails } from './audit-details.tsx';
import { isAuditAction, isCredentialKind, isLabelledTarget, isSettingKey, TARGET_LABELS } from './audit-labels.ts';
import styles from './security-page.module.css';

/** Long ids (uuids) are cut to their first 8 characters; short ones (codes, numbers) stay whole. */
const shortId = (id: string) => (id.length > 12 ? id.slice(0, 8) : id);

function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const { targetType: type, targetId: id } = entry;
  if (!type || !id) return <>—</>;
  if (type === 'user') {
    return (
      <Link to={paths.adminUser.getHref(id)} className={styles.mono}>
        {t('audit.targets.user', { id: shortId(id) })}
      </Link>
    );
  }
  if (type === 'abuse_cluster') {
    return (
      <Link to={paths.adminAbuseCluster.getHref(id)} className={styles.mono}>
        {t('audit.targets.abuseCluster', { id: shortId(id) })}
      </Link>
    );
  }
  if (type === 'setting') {
    if (isSettingKey(id)) return <>{t(`settings.items.${id}.title`)}</>;
    return <>{id === 'withdrawal_minimums' ? t('audit.targets.withdrawalMinimums') : id}</>;
  }
  if (type === 'credential' && isCredentialKind(id)) return <span className={styles.target}>{t(`audit.credentials.${id}`)}</span>;
  if (isLabelledTarget(type)) return <span className={styles.target}>{t(`audit.targets.${TARGET_LABELS[type]}`, { id: shortId(id) })}</span>;
  return <span className={styles.mono}>{`${type} ${shortId(id)}`}</span>;
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
