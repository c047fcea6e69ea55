import { PasskeyConfirmButton } from '#web/features/account/passkeys/components/passkey-confirm-button.tsx';
import { WithdrawalPage } from '#web/features/withdrawals/components/withdrawal-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /withdrawal, with the account's passkey confirmation. */
export default function WithdrawalRoute() {
  return (
    <WithTexts ns={['withdrawals', 'email-required']}>
      <WithdrawalPage passkeyConfirm={(slot) => <PasskeyConfirmButton onConfirmed={slot.onConfirmed} disabled={slot.disabled} />} />
    </WithTexts>
  );
}
