import type { User } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconWallet } from '#web/components/icons.tsx';
import { Amount } from '#web/components/amount.tsx';
import { formatBalance } from '#web/lib/format.ts';
import styles from './balance-card.module.css';

/** Spendable balance and lifetime mined amount, at the one precision of FRE amounts (as the ring's earnings). */
export function BalanceCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t('mining.balance.title')} icon={<IconWallet size={16} />}>
      <p className={`${styles.amount} tabular`}>
        <Amount value={formatBalance(user.balance, i18n.language)} unit="FRE" fit unitClassName={styles.unit} />
      </p>
      <p className={`${styles.total} tabular`}>
        {t('mining.balance.totalMined', { amount: formatBalance(user.totalMined, i18n.language) })}
      </p>
    </Card>
  );
}
