import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { IconCheck, IconMegaphone } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useMessages } from '../api/get-messages.ts';
import { useMarkInformationRead } from '../api/mark-information-read.ts';
import styles from './information-page.module.css';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

const dateFormat = (language: string) => dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

/** /information: the announcements, newest first, unread ones marked; mark all read. */
export function InformationPage({ extra }: { extra?: ReactNode }) {
  const { t, i18n } = useTranslation('messages');
  const errorText = useApiErrorText();
  const messages = useMessages();
  const markRead = useMarkInformationRead();
  const unread = messages.data?.pages[0]?.unreadCount ?? 0;
  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  const format = dateFormat(i18n.language);
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('information.title')}
        subtitle={unread > 0 ? t('information.unreadCount', { count: unread }) : t('information.subtitle')}
      />
      {unread > 0 ? (
        <Button variant="secondary" icon={<IconCheck size={18} />} loading={markRead.isPending} onClick={() => markRead.mutate()} className={styles.markAll}>
          {t('information.markAll')}
        </Button>
      ) : null}
      {extra}
      {messages.isPending ? (
        <Skeleton blocks={[112, 112, 112]} label={t('information.loading')} />
      ) : messages.isError ? (
        <LoadError text={errorText(messages.error)} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState icon={<IconMegaphone size={32} />} text={t('information.empty')} />
      ) : (
        <>
          <ol className={styles.list}>
            {items.map((message) => (
              <li key={message.id} className={`${styles.item} ${message.read ? '' : styles.unread}`}>
                <div className={styles.meta}>
                  <time dateTime={message.createdAt}>{format.format(new Date(message.createdAt))}</time>
                  {message.read ? null : <span className={styles.badge}>{t('information.new')}</span>}
                </div>
                <h2 className={styles.title}>{message.title}</h2>
                <p className={styles.content}>{message.content}</p>
              </li>
            ))}
          </ol>
          {messages.hasNextPage ? (
            <Button variant="ghost" block loading={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
              {t('information.more')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
