import { useTranslation } from '#web/lib/use-translation.ts';
import { BalanceHistory } from '#web/components/balance-history.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { BalanceValueCard } from './balance-value-card.tsx';
import { WalletCard } from './wallet-card.tsx';
import styles from './wallet-page.module.css';

/** /wallet: the linked TON wallet, the balance and its value, the withdrawal entry and the balance history. */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <WalletCard user={user} />
      <BalanceValueCard user={user} />
      <BalanceHistory />
    </div>
  );
}
