import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconList } from '#web/components/icons.tsx';
import { formatDateTime } from '../../format.ts';
import type { AbuseHistoryEntry } from '../../types.ts';
import layout from '../ui/page-layout.module.css';
import { EmptyState } from '../ui/query-state.tsx';
import styles from './cluster-detail-page.module.css';

/** The operators' decisions on the cluster, newest first: what, who, why and when. */
export function DecisionHistory({ history }: { history: AbuseHistoryEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card title={t('abuse.history.title')} icon={<IconList size={16} />}>
      {history.length === 0 ? (
        <EmptyState compact title={t('abuse.history.empty')} />
      ) : (
        <ol className={styles.rows}>
          {history.map((entry) => (
            <li key={`${entry.at}:${entry.action}`} className={styles.decision}>
              <span className={styles.decisionHead}>
                <strong>{t(`abuse.actions.${entry.action}.done`)}</strong>
                <time dateTime={entry.at} className={layout.date}>
                  {formatDateTime(entry.at, i18n.language)}
                </time>
              </span>
              <span className={layout.muted}>{t('abuse.history.by', { actor: entry.actorLabel })}</span>
              <span className={styles.quote}>{t('audit.quoted', { text: entry.reason })}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
