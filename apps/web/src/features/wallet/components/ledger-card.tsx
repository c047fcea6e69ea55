import { BalanceHistory } from '#web/components/balance-history.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';

/** The balance history in the wallet's words ("Historique"). */
export function LedgerCard() {
  const { t } = useTranslation('ton');
  return (
    <BalanceHistory
      texts={{
        title: t('wallet.ledger.title'),
        loading: t('wallet.ledger.loading'),
        loadError: t('wallet.ledger.error'),
        empty: t('wallet.ledger.empty'),
        more: t('wallet.ledger.more'),
        balanceAfter: (amount) => t('wallet.ledger.after', { amount }),
        kind: (kind) => t(`wallet.ledger.kinds.${kind}`),
      }}
    />
  );
}
