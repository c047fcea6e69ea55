import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { IconBell } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import type { AppNotification } from '../api/get-notifications.ts';
import { notificationText } from '../notification-text.ts';
import styles from './notification-bell.module.css';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

interface NotificationPanelProps {
  id: string;
  query: UseQueryResult<{ items: AppNotification[]; unread: number }>;
  onNavigate: () => void;
}

/** The list under the bell; a notification opens its in-app link. */
export function NotificationPanel({ id, query, onNavigate }: NotificationPanelProps) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const when = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  let body;
  if (query.isPending)
    body = (
      <div className={styles.center}>
        <Spinner label={t('common.loading', { ns: 'web' })} />
      </div>
    );
  else if (query.isError) body = <LoadError text={t('loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.items.length === 0) body = <EmptyState icon={<IconBell size={22} />} text={t('empty')} />;
  else
    body = (
      <ul className={styles.list}>
        {query.data.items.map((notification) => {
          const { title, text } = notificationText(t, notification, i18n.language);
          return (
            <li key={notification.id}>
              <button
                type="button"
                className={`${styles.item} ${notification.read ? '' : styles.unread}`}
                onClick={() => {
                  onNavigate();
                  if (notification.link.startsWith('/')) void navigate(notification.link);
                }}
              >
                <span className={styles.itemTitle}>{title}</span>
                <span className={styles.itemText}>{text}</span>
                <span className={styles.itemDate}>{when.format(new Date(notification.createdAt))}</span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  return (
    <div id={id} className={styles.panel} role="region" aria-label={t('title')}>
      <p className={styles.panelTitle}>{t('title')}</p>
      {body}
    </div>
  );
}
