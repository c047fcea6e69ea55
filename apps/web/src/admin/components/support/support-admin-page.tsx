import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { LoadMore } from '../ui/load-more.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import layout from '../ui/page-layout.module.css';
import { LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { Segmented } from '../ui/segmented.tsx';
import { useAdminTickets, type TicketStatus } from '../../api/get-admin-tickets.ts';
import styles from './support-admin.module.css';
import { TicketDetail } from './ticket-detail.tsx';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

const STATUSES: TicketStatus[] = ['open', 'answered', 'closed'];

/** /admin/support: the queue by status, a ticket's detail with its screenshot, reply and close. */
export function SupportAdminPage() {
  const { t, i18n, ready } = useTranslation('admin-support');
  const { t: ta } = useTranslation('admin');
  const [status, setStatus] = useState<TicketStatus>('open');
  const [selected, setSelected] = useState<string | null>(null);
  const tickets = useAdminTickets(status);
  const format = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const items = tickets.data?.pages.flatMap((page) => page.items) ?? [];
  const current = items.find((ticket) => ticket.id === selected) ?? null;
  if (!ready) return <LoadingBlocks rows={3} />;
  return (
    <div className={layout.page}>
      <PageHeader title={ta('pages.support.title')} description={t('description')} />
      <Segmented
        label={t('status.label')}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setSelected(null);
        }}
        options={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
      {tickets.isPending ? (
        <LoadingBlocks rows={3} />
      ) : tickets.isError ? (
        <LoadError error={tickets.error} onRetry={() => void tickets.refetch()} retrying={tickets.isFetching} />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <div className={`${layout.columns} ${styles.layout}`}>
          <div className={styles.queueColumn}>
            <ul className={styles.queue} aria-label={t('queue')}>
              {items.map((ticket) => (
                <li key={ticket.id}>
                  <button
                    type="button"
                    className={`${styles.item} ${ticket.id === selected ? styles.selected : ''}`}
                    aria-pressed={ticket.id === selected}
                    onClick={() => setSelected(ticket.id)}
                  >
                    <span className={styles.itemHead}>
                      <strong>{ticket.nickname}</strong>
                      <time dateTime={ticket.createdAt}>{format.format(new Date(ticket.createdAt))}</time>
                    </span>
                    <span className={layout.muted}>{t(`categories.${ticket.category}`)}</span>
                    <span className={styles.excerpt}>{ticket.message}</span>
                  </button>
                </li>
              ))}
            </ul>
            <LoadMore shown={items.length} hasMore={tickets.hasNextPage} loading={tickets.isFetchingNextPage} onLoadMore={() => void tickets.fetchNextPage()} />
          </div>
          {current ? <TicketDetail key={current.id} ticket={current} onDone={() => setSelected(null)} /> : <p className={styles.empty}>{t('pick')}</p>}
        </div>
      )}
    </div>
  );
}
