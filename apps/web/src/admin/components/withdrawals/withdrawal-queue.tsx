import { TIMERS, TRACKING } from '@fre/domain';
import { formatSpan } from '#web/lib/span.ts';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/button.tsx';
import { IconCheck, IconClose, IconRefresh, IconSend, IconWallet } from '#web/components/icons.tsx';
import { formatDateTime } from '../../format.ts';
import { Amount } from '../ui/amount.tsx';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { EmptyState } from '../ui/query-state.tsx';
import type { AdminWithdrawal } from '../../api/get-admin-withdrawals.ts';
import type { WithdrawalDecision } from '../../api/decide-withdrawal.ts';
import { Approvals } from './approvals.tsx';
import { DecisionDialog } from './decision-dialog.tsx';
import { PayoutFailure } from './payout-failure.tsx';
import styles from './withdrawal-queue.module.css';

/** Approved is ready to pay, a failed payout waits for an operator, the rest for approvals. */
const toneOf = (status: AdminWithdrawal['status']): BadgeTone => (status === 'approved' ? 'gain' : status === 'payout_failed' ? 'loss' : 'gold');

/**
 * The open withdrawals, one card each: who, how much, where to, the approvals and the next actions;
 * an empty state when there are none (the open dialog stays, with its answer, when the list empties).
 */
export function WithdrawalQueue({ items, adminId }: { items: AdminWithdrawal[]; adminId: string | undefined }) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const [action, setAction] = useState<{ item: AdminWithdrawal; decision: WithdrawalDecision } | null>(null);
  // The refreshed item when it is still listed; else the one clicked, so that the dialog and its
  // error ("already handled") stay on screen when another admin's decision took it off the list.
  const target = items.find((item) => item.id === action?.item.id) ?? action?.item;

  return (
    <>
      {items.length === 0 ? (
        <EmptyState icon={<IconSend size={28} />} title={t('empty')}>
          {t('polling', { period: formatSpan(TIMERS.adminPollMs, i18n.language) })}
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t('listLabel')}>
          {items.map((item) => {
            const mine = adminId !== undefined && item.approvedBy.includes(adminId);
            return (
              <li key={item.id} className={styles.item} aria-label={t('itemLabel', { nickname: item.nickname })}>
                <div className={styles.top}>
                  <span className={styles.amount}>
                    <Amount nano={item.amount} />
                  </span>
                  <Badge tone={toneOf(item.status)} dot>
                    {t(`status.${item.status}`)}
                  </Badge>
                  {item.overdue ? <Badge tone="loss">{t('overdue.badge')}</Badge> : null}
                </div>
                {item.overdue ? <p className={styles.overdue}>{t('overdue.detail', { hours: TRACKING.overdueHours.withdrawal })}</p> : null}
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('user')}</dt>
                    <dd>
                      <Link to={paths.adminUser.getHref(item.userId)} className={styles.link}>
                        {item.nickname}
                      </Link>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('requestedAt')}</dt>
                    <dd className="tabular">{formatDateTime(item.createdAt, i18n.language)}</dd>
                  </div>
                  <div className={styles.wide}>
                    <dt>{t('wallet')}</dt>
                    <dd className={styles.mono}>{item.walletAddress}</dd>
                  </div>
                  <div className={styles.wide}>
                    <dt>{t('approvals.label')}</dt>
                    <dd>
                      <Approvals item={item} adminId={adminId} />
                    </dd>
                  </div>
                </dl>
                {item.status === 'payout_failed' ? <PayoutFailure reason={item.reason} /> : null}
                <div className={styles.actions}>
                  {item.status === 'requested' ? (
                    <Button icon={<IconCheck />} disabled={mine} onClick={() => setAction({ item, decision: 'approve' })}>
                      {t('actions.approve')}
                    </Button>
                  ) : null}
                  {item.status === 'approved' ? (
                    <Button icon={<IconSend />} onClick={() => setAction({ item, decision: 'mark_paid' })}>
                      {t('actions.markPaid')}
                    </Button>
                  ) : null}
                  {item.status === 'payout_failed' ? (
                    <>
                      <Button icon={<IconRefresh />} onClick={() => setAction({ item, decision: 'retry_payout' })}>
                        {t('actions.retryPayout')}
                      </Button>
                      <Button variant="danger" icon={<IconWallet />} onClick={() => setAction({ item, decision: 'refund' })}>
                        {t('actions.refund')}
                      </Button>
                    </>
                  ) : null}
                  {item.status === 'requested' || item.status === 'approved' ? (
                    <Button variant="danger" icon={<IconClose />} onClick={() => setAction({ item, decision: 'reject' })}>
                      {t('actions.reject')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {target && action ? <DecisionDialog item={target} decision={action.decision} onClose={() => setAction(null)} /> : null}
    </>
  );
}
