import { BalanceHistory } from '#web/components/balance-history.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';

/** The balance history in the profile's words ("Historique du solde"). */
export function LedgerCard() {
  const { t } = useTranslation('growth');
  return (
    <BalanceHistory
      texts={{
        title: t('profile.ledger.title'),
        loading: t('common.loading', { ns: 'web' }),
        loadError: t('profile.ledger.loadError'),
        empty: t('profile.ledger.empty'),
        more: t('profile.ledger.more'),
        balanceAfter: (amount) => t('profile.ledger.after', { amount }),
        kind: (kind) => t(`profile.ledger.kinds.${kind}`),
      }}
    />
  );
}
