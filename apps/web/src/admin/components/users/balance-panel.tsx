import { useTranslation } from '#web/lib/use-translation.ts';
import { MINING } from '@fre/domain';
import { Card } from '#web/components/card.tsx';
import { IconWallet } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import type { AdminUserDetail } from '../../types.ts';
import { Amount } from '../ui/amount.tsx';
import { AdjustBalanceForm } from './adjust-balance-form.tsx';
import styles from './user-detail-page.module.css';

/** Balance, lifetime mining and rate of the account, and the adjustment form. */
export function BalancePanel({ user }: { user: AdminUserDetail['user'] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card title={t('users.balance.title')} icon={<IconWallet size={16} />}>
      <dl className={styles.figures}>
        <div className={`${styles.figure} ${styles.figureMain}`}>
          <dt>{t('users.balance.balance')}</dt>
          <dd>
            <Amount nano={user.balance} />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('users.balance.totalMined')}</dt>
          <dd>
            <Amount nano={user.totalMined} />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('users.balance.rate')}</dt>
          <dd>
            <Amount nano={user.miningRate} rate />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('users.balance.level')}</dt>
          <dd className="tabular">{formatNumber(user.level, i18n.language, 0)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('users.balance.countedReferrals', { max: MINING.maxCountedReferrals })}</dt>
          <dd className="tabular">{formatNumber(user.activeReferrals, i18n.language, 0)}</dd>
        </div>
      </dl>
      <AdjustBalanceForm user={user} />
    </Card>
  );
}
