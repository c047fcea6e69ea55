import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { IconSend } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { screenshotUrl, type AdminTicket } from '../../api/get-admin-tickets.ts';
import { useReplyTicket } from '../../api/reply-ticket.ts';
import layout from '../ui/page-layout.module.css';
import styles from './support-admin.module.css';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

/** One ticket: who, what, the screenshot, and the reply form (reply, or reply and close). */
export function TicketDetail({ ticket, onDone }: { ticket: AdminTicket; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin-support');
  const errorText = useApiErrorText();
  const reply = useReplyTicket();
  const [text, setText] = useState(ticket.reply ?? '');
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const send = (close: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    reply.mutate({ id: ticket.id, reply: text, close }, { onSuccess: onDone });
  };
  return (
    <article className={styles.detail} aria-labelledby={`ticket-${ticket.id}`}>
      <header className={styles.detailHead}>
        <h2 id={`ticket-${ticket.id}`}>
          {ticket.nickname} · {t(`categories.${ticket.category}`)}
        </h2>
        <p className={layout.muted}>
          {ticket.email} · {format.format(new Date(ticket.createdAt))}
        </p>
      </header>
      <p className={styles.message}>{ticket.message}</p>
      {ticket.hasScreenshot ? (
        <a href={screenshotUrl(ticket.id)} target="_blank" rel="noopener noreferrer" className={styles.shotLink}>
          <img src={screenshotUrl(ticket.id)} alt={t('screenshot')} className={styles.shot} loading="lazy" />
        </a>
      ) : null}
      <form className={styles.form} onSubmit={send(false)}>
        <div className={layout.field}>
          <label htmlFor={`reply-${ticket.id}`}>{t('reply')}</label>
          <textarea id={`reply-${ticket.id}`} rows={4} value={text} maxLength={4000} onChange={(event) => setText(event.target.value)} />
        </div>
        {reply.error ? (
          <ErrorBanner>
            {errorText(reply.error)}
          </ErrorBanner>
        ) : null}
        <div className={layout.actions}>
          <Button type="submit" icon={<IconSend size={18} />} loading={reply.isPending && !reply.variables?.close} disabled={text.trim().length < 2 || reply.isPending}>
            {t('send')}
          </Button>
          <Button variant="secondary" onClick={() => send(true)()} loading={reply.isPending && reply.variables?.close} disabled={text.trim().length < 2 || reply.isPending}>
            {t('sendClose')}
          </Button>
        </div>
      </form>
    </article>
  );
}
