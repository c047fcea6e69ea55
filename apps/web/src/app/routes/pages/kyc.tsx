import { KycPage } from '../../../features/kyc/components/kyc-page';
import { WithCashoutTexts } from '../cashout-namespace';

/** /kyc */
export default function KycRoute() {
  return (
    <WithCashoutTexts>
      <KycPage />
    </WithCashoutTexts>
  );
}
