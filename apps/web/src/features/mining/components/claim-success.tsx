import { useTranslation } from '../../../lib/use-translation';
import { Banner } from '../../../components/banner';
import { IconCheckCircle } from '../../../components/icons';
import { formatBalance } from '../../../lib/format';
import type { ClaimResult } from '../api/claim-mining';

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
