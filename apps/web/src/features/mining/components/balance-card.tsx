import type { User } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconWallet } from '#web/components/icons.tsx';
import { Fre } from '#web/components/amount.tsx';
import { TextWithAmounts } from '#web/components/text-with-amounts.tsx';
import { formatBalance } from '#web/lib/format.ts';
import styles from './balance-card.module.css';

/** Spendable balance and lifetime mined amount, at the one precision of FRE amounts (as the ring's earnings). */
export function BalanceCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t('mining.balance.title')} icon={<IconWallet size={16} />}>
      <p className={`${styles.amount} tabular`}>
        <Fre nano={user.balance} fit unitClassName={styles.unit} />
      </p>
      <p className={`${styles.total} tabular`}>
        <TextWithAmounts text={(amount) => t('mining.balance.totalMined', { amount })} amounts={[formatBalance(user.totalMined, i18n.language)]} />
      </p>
    </Card>
  );
}
