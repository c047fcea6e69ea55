import { memo, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { IconArrowRight, IconBell, IconDice, IconDownload, IconIdCard, IconMail, IconMegaphone, IconRocket, IconStar, IconUsers } from '#web/components/icons.tsx';
import { formatBalance } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { pushSupported } from '#web/lib/push-support.ts';
import { agendaEntries, type AgendaEntry } from '../agenda-entries.ts';
import { useAgenda } from '../api/get-agenda.ts';
import styles from './day-agenda.module.css';

/** Each line's icon: the one its page has in the "More" sheet (page-icons.tsx) or the bar, the dice for the slot. */
const ICONS: Record<AgendaEntry['key'], ReactNode> = {
  kycApproved: <IconIdCard size={20} />,
  kycRejected: <IconIdCard size={20} />,
  kycNeeded: <IconIdCard size={20} />,
  support: <IconMail size={20} />,
  withdrawalPending: <IconDownload size={20} />,
  withdrawalSent: <IconDownload size={20} />,
  freeSpin: <IconDice size={20} />,
  freeSpinAndBonus: <IconDice size={20} />,
  bonusSpins: <IconDice size={20} />,
  messages: <IconMegaphone size={20} />,
  boostEnding: <IconRocket size={20} />,
  boostNone: <IconRocket size={20} />,
  contest: <IconStar size={20} />,
  invite: <IconUsers size={20} />,
  push: <IconBell size={20} />,
};

/** Push is offered where this browser can show it and the player has not refused it here. */
const canPush = () => pushSupported() && Notification.permission !== 'denied';

/**
 * Under the ring, what waits for the player today, each a link to the page that deals with it:
 * a free spin, unread messages, a support answer, a boost ending (or none running), a KYC
 * decision, a withdrawal on its way, the next contest level, a first friend to invite, the
 * end-of-session notifications.
 * Nothing at all when nothing waits, and nothing while the agenda is unknown (never an empty card).
 */
export const DayAgenda = memo(function DayAgenda() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { data: agenda } = useAgenda();
  if (!agenda) return null;
  const entries = agendaEntries(agenda, { push: canPush() }, Date.now());
  if (entries.length === 0) return null;
  return (
    <section className={styles.agenda} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('agenda.title')}
      </h2>
      <ul className={styles.list}>
        {entries.map(({ key, href, values }) => {
          const texts = { ...values, ...(typeof values.amount === 'string' ? { amount: formatBalance(values.amount, i18n.language) } : {}) };
          return (
            <li key={key}>
              <Link to={href} className={styles.item}>
                <span className={styles.icon} aria-hidden="true">
                  {ICONS[key]}
                </span>
                <span className={styles.body}>
                  <span className={styles.itemTitle}>{t(`agenda.items.${key}.title`, texts)}</span>
                  {/* Read as two sentences of the link's name, not one run-on word. */}{' '}
                  <span className={styles.itemText}>{t(`agenda.items.${key}.text`, texts)}</span>
                </span>
                <IconArrowRight size={18} className={styles.go} aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
