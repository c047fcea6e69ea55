import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { useUser } from '../../../lib/auth/get-me';
import { BalanceValueCard } from './balance-value-card';
import { LedgerCard } from './ledger-card';
import { WalletCard } from './wallet-card';
import styles from './wallet-page.module.css';

/** /wallet: the linked TON wallet, the balance and its value, the withdrawal entry and the balance history. */
export function WalletPage() {
  const { t } = useTranslation('ton');
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className={styles.page}>
      <PageHeader title={t('wallet.title')} subtitle={t('wallet.subtitle')} />
      <WalletCard user={user} />
      <BalanceValueCard user={user} />
      <LedgerCard />
    </div>
  );
}
