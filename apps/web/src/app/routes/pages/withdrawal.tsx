import { WithdrawalPage } from '#web/features/withdrawals/components/withdrawal-page.tsx';
import { WithCashoutTexts } from '../cashout-namespace.tsx';

/** /withdrawal */
export default function WithdrawalRoute() {
  return (
    <WithCashoutTexts>
      <WithdrawalPage />
    </WithCashoutTexts>
  );
}
