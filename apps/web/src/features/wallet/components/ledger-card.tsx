import { BalanceHistory } from '#web/components/balance-history.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';

/** The balance history in the wallet's words ("Historique"). */
export function LedgerCard() {
  const { t } = useTranslation('wallet');
  return (
    <BalanceHistory
      texts={{
        title: t('ledger.title'),
        loading: t('ledger.loading'),
        loadError: t('ledger.error'),
        empty: t('ledger.empty'),
        more: t('ledger.more'),
        balanceAfter: (amount) => t('ledger.after', { amount }),
        kind: (kind) => t(`ledger.kinds.${kind}`),
      }}
    />
  );
}
