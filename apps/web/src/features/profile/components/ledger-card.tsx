import { BalanceHistory } from '#web/components/balance-history.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';

/** The balance history in the profile's words ("Historique du solde"). */
export function LedgerCard() {
  const { t } = useTranslation('profile');
  return (
    <BalanceHistory
      texts={{
        title: t('ledger.title'),
        loading: t('common.loading', { ns: 'web' }),
        loadError: t('ledger.loadError'),
        empty: t('ledger.empty'),
        more: t('ledger.more'),
        balanceAfter: (amount) => t('ledger.after', { amount }),
        kind: (kind) => t(`ledger.kinds.${kind}`),
      }}
    />
  );
}
