import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconTicket } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useMarkPageSeen } from '#web/lib/mark-page-seen.ts';
import { useTickets } from '../api/get-tickets.ts';
import styles from './support-page.module.css';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

/** The user's tickets, each with its status and the team's reply. */
export function TicketList() {
  const { t, i18n } = useTranslation('support');
  const errorText = useApiErrorText();
  const tickets = useTickets();
  const items = tickets.data?.pages.flatMap((page) => page.items) ?? [];
  // The answers are on screen: the bell and the dashboard's agenda stop announcing them.
  useMarkPageSeen(paths.support.path, items.some((ticket) => ticket.reply !== null));
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card title={t('tickets.title')} icon={<IconTicket size={16} />}>
      {tickets.isPending ? (
        <Skeleton blocks={[72, 72]} label={t('tickets.loading')} />
      ) : tickets.isError ? (
        <LoadError text={errorText(tickets.error)} onRetry={() => void tickets.refetch()} retrying={tickets.isFetching} />
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('tickets.empty')}</p>
      ) : (
        <>
          <ul className={styles.tickets}>
            {items.map((ticket) => (
              <li key={ticket.id} className={styles.ticket}>
                <div className={styles.ticketMeta}>
                  <span>{t(`categories.${ticket.category}`)}</span>
                  <span className={`${styles.status} ${styles[ticket.status]}`}>{t(`status.${ticket.status}`)}</span>
                </div>
                <p className={styles.ticketMessage}>{ticket.message}</p>
                <time className={styles.muted} dateTime={ticket.createdAt}>
                  {format.format(new Date(ticket.createdAt))}
                </time>
                {ticket.reply ? (
                  <div className={styles.reply}>
                    <strong>{t('tickets.reply')}</strong>
                    <p>{ticket.reply}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          {tickets.hasNextPage ? (
            <Button variant="ghost" block loading={tickets.isFetchingNextPage} onClick={() => void tickets.fetchNextPage()}>
              {t('tickets.more')}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
