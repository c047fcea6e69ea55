import { WithdrawalPage } from '../../../features/withdrawals/components/withdrawal-page';
import { WithCashoutTexts } from '../cashout-namespace';

/** /withdrawal */
export default function WithdrawalRoute() {
  return (
    <WithCashoutTexts>
      <WithdrawalPage />
    </WithCashoutTexts>
  );
}
