import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { IconClock, IconList } from '#web/components/icons.tsx';
import { Fre } from '#web/components/fre.tsx';
import { RequestTimeline } from '#web/components/request-timeline.tsx';
import type { Withdrawal } from '../api/get-withdrawals.ts';
import { formatDateTime } from '../format-date.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './withdrawal-list.module.css';

/**
 * The statuses whose reason is written for the player. A payout retried after failing on chain
 * keeps the chain's technical sentence as its reason while it is paid, and that is not for them.
 */
const REFUSED = new Set<Withdrawal['status']>(['rejected', 'failed']);

const short = (text: string) => (text.length > 14 ? `${text.slice(0, 6)}…${text.slice(-6)}` : text);

/** What a refused withdrawal shows under it (composed by the app: the decision's reason and appeal, decision 061). */
export type RejectionSlot = (withdrawalId: string) => ReactNode;

/** The user's withdrawals, newest first, with their state and timeline, and the processing promise. */
export function WithdrawalList({ withdrawals, maxDelayHours, rejection }: { withdrawals: Withdrawal[]; maxDelayHours: number; rejection?: RejectionSlot | undefined }) {
  const { t, i18n } = useTranslation(['withdrawals', 'web']);
  return (
    <Card title={t('list.title')} icon={<IconList size={18} />}>
      <p className={styles.promise}>
        <IconClock size={16} />
        {t('list.promise', { hours: maxDelayHours })}
      </p>
      {withdrawals.length === 0 ? (
        <EmptyState icon={<IconList size={28} />} text={t('list.empty')} />
      ) : (
        <ul className={styles.list}>
          {withdrawals.map((w) => (
            <li key={w.id} className={styles.item}>
              <div className={styles.top}>
                <Fre nano={w.amount} className={styles.amount} />
                <StatusBadge status={w.status} />
              </div>
              <p className={styles.meta}>
                {t('list.requestedAt', { date: formatDateTime(w.createdAt, i18n.language) })}
                {' · '}
                <span className={styles.mono} title={w.walletAddress}>
                  {short(w.walletAddress)}
                </span>
              </p>
              {w.completedAt && w.status === 'completed' ? (
                <p className={styles.meta}>{t('list.completedAt', { date: formatDateTime(w.completedAt, i18n.language) })}</p>
              ) : null}
              {w.txHash ? (
                <p className={styles.meta}>
                  {t('list.txHash')} <span className={styles.mono} title={w.txHash}>{short(w.txHash)}</span>
                </p>
              ) : null}
              {w.status === 'payout_failed' ? <p className={styles.meta}>{t('list.checking')}</p> : null}
              {w.reason && REFUSED.has(w.status) ? <p className={styles.reason}>{t('list.reason', { reason: w.reason })}</p> : null}
              <RequestTimeline kind="withdrawal" timeline={w.timeline} queue={w.queue} labelId={`withdrawal-tracking-${w.id}`} />
              {w.status === 'rejected' ? rejection?.(w.id) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
