import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner } from '#web/components/banner.tsx';
import { IconCheckCircle } from '#web/components/icons.tsx';
import { formatBalance } from '#web/lib/format.ts';
import type { ClaimResult } from '../api/claim-mining.ts';

/** Confirms a claim with the amount received and the new balance (announced by MiningAnnouncer, not twice). */
export function ClaimSuccess({ result }: { result: ClaimResult }) {
  const { t, i18n } = useTranslation();
  return (
    <Banner tone="success" icon={<IconCheckCircle />} live={false}>
      <strong>{t('mining.claimed.title', { amount: formatBalance(result.claimed, i18n.language) })}</strong>
      <br />
      <span className="tabular">{t('mining.claimed.balance', { amount: formatBalance(result.balance, i18n.language) })}</span>
    </Banner>
  );
}
