import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconClock, IconList, IconMegaphone } from '#web/components/icons.tsx';
import { Badge } from '../ui/badge.tsx';
import { LoadMore } from '../ui/load-more.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import layout from '../ui/page-layout.module.css';
import { LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { useAdminMessages } from '../../api/get-admin-messages.ts';
import { useRetireGlobal } from '../../api/retire-global-message.ts';
import { GlobalForm } from './global-form.tsx';
import { InformationForm } from './information-form.tsx';
import styles from './messages-page.module.css';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

/** /admin/messages: the current global message (expire it), publish a new one, publish information. */
export function MessagesPage() {
  const { t, i18n, ready } = useTranslation('admin-messages');
  const { t: ta } = useTranslation('admin');
  const messages = useAdminMessages();
  const retire = useRetireGlobal();
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const current = messages.data?.pages[0]?.global;
  const information = messages.data?.pages.flatMap((page) => page.items) ?? [];
  if (!ready) return <LoadingBlocks rows={3} />;
  return (
    <div className={layout.page}>
      <PageHeader title={ta('pages.messages.title')} description={t('description')} />
      {messages.isPending ? (
        <LoadingBlocks rows={3} />
      ) : messages.isError ? (
        <LoadError error={messages.error} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
      ) : (
        <div className={`${layout.columns} ${styles.grid}`}>
          <Card title={t('global.title')} icon={<IconMegaphone size={16} />}>
            <div className={styles.stack}>
              {current ? (
                <div className={styles.current}>
                  <div className={styles.currentHead}>
                    <Badge tone={current.active ? 'gain' : 'neutral'} dot>
                      {current.active ? t('global.live') : t('global.ended')}
                    </Badge>
                    <span className={styles.muted}>{t('global.reads', { count: current.reads })}</span>
                  </div>
                  <strong>{current.title}</strong>
                  <p className={styles.muted}>{current.content}</p>
                  <p className={styles.muted}>
                    <IconClock size={14} />{' '}
                    {current.expiresAt ? t('global.expires', { date: format.format(new Date(current.expiresAt)) }) : t('global.noExpiry')}
                  </p>
                  {current.active ? (
                    <Button variant="danger" loading={retire.isPending} onClick={() => retire.mutate()}>
                      {t('global.retire')}
                    </Button>
                  ) : null}
                </div>
              ) : (
                <p className={styles.muted}>{t('global.none')}</p>
              )}
              <h3 className={styles.subTitle}>{t('global.new')}</h3>
              <GlobalForm />
            </div>
          </Card>
          <Card title={t('information.title')} icon={<IconList size={16} />}>
            <div className={styles.stack}>
              <InformationForm />
              <h3 className={styles.subTitle}>{t('information.latest')}</h3>
              {information.length === 0 ? (
                <p className={styles.muted}>{t('information.none')}</p>
              ) : (
                <>
                  <ol className={styles.list}>
                    {information.map((message) => (
                      <li key={message.id}>
                        <time className={styles.muted} dateTime={message.createdAt}>
                          {format.format(new Date(message.createdAt))}
                        </time>
                        <strong>{message.title}</strong>
                        <p className={styles.muted}>{message.content}</p>
                      </li>
                    ))}
                  </ol>
                  <LoadMore shown={information.length} hasMore={messages.hasNextPage} loading={messages.isFetchingNextPage} onLoadMore={() => void messages.fetchNextPage()} />
                </>
              )}
            </div>
          </Card>
        </div>
      )}
    </div>
  );
}
