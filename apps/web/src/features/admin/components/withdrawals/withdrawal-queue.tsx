import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../app/paths';
import { Button } from '../../../../components/button';
import { IconCheck, IconClose, IconSend } from '../../../../components/icons';
import { formatDateTime } from '../../format';
import { Amount } from '../ui/amount';
import { Badge } from '../ui/badge';
import type { AdminWithdrawal } from './api/get-admin-withdrawals';
import type { WithdrawalDecision } from './api/decide-withdrawal';
import { Approvals } from './approvals';
import { DecisionDialog } from './decision-dialog';
import styles from './withdrawal-queue.module.css';

/** The open withdrawals, one card each: who, how much, where to, the approvals and the next actions. */
export function WithdrawalQueue({ items, adminId }: { items: AdminWithdrawal[]; adminId: string | undefined }) {
  const { t, i18n } = useTranslation('admin-cashout');
  const [action, setAction] = useState<{ id: string; decision: WithdrawalDecision } | null>(null);
  const target = items.find((item) => item.id === action?.id);

  return (
    <>
      <ul className={styles.list} aria-label={t('withdrawals.listLabel')}>
        {items.map((item) => {
          const mine = adminId !== undefined && item.approvedBy.includes(adminId);
          return (
            <li key={item.id} className={styles.item} aria-label={t('withdrawals.itemLabel', { nickname: item.nickname })}>
              <div className={styles.top}>
                <span className={styles.amount}>
                  <Amount nano={item.amount} />
                </span>
                <Badge tone={item.status === 'approved' ? 'gain' : 'gold'} dot>
                  {t(`withdrawals.status.${item.status}`)}
                </Badge>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('withdrawals.user')}</dt>
                  <dd>
                    <Link to={paths.adminUser.getHref(item.userId)} className={styles.link}>
                      {item.nickname}
                    </Link>
                  </dd>
                </div>
                <div>
                  <dt>{t('withdrawals.requestedAt')}</dt>
                  <dd className="tabular">{formatDateTime(item.createdAt, i18n.language)}</dd>
                </div>
                <div className={styles.wide}>
                  <dt>{t('withdrawals.wallet')}</dt>
                  <dd className={styles.mono}>{item.walletAddress}</dd>
                </div>
                <div className={styles.wide}>
                  <dt>{t('withdrawals.approvals.label')}</dt>
                  <dd>
                    <Approvals item={item} adminId={adminId} />
                  </dd>
                </div>
              </dl>
              <div className={styles.actions}>
                {item.status === 'requested' ? (
                  <Button icon={<IconCheck />} disabled={mine} onClick={() => setAction({ id: item.id, decision: 'approve' })}>
                    {t('withdrawals.actions.approve')}
                  </Button>
                ) : null}
                {item.status === 'approved' ? (
                  <Button icon={<IconSend />} onClick={() => setAction({ id: item.id, decision: 'mark_paid' })}>
                    {t('withdrawals.actions.markPaid')}
                  </Button>
                ) : null}
                {item.status === 'requested' || item.status === 'approved' ? (
                  <Button variant="danger" icon={<IconClose />} onClick={() => setAction({ id: item.id, decision: 'reject' })}>
                    {t('withdrawals.actions.reject')}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {target ? <DecisionDialog item={target} decision={action!.decision} onClose={() => setAction(null)} /> : null}
    </>
  );
}
