import { KycPage } from '#web/features/kyc/components/kyc-page.tsx';
import { WithCashoutTexts } from '../cashout-namespace.tsx';

/** /kyc */
export default function KycRoute() {
  return (
    <WithCashoutTexts>
      <KycPage />
    </WithCashoutTexts>
  );
}
