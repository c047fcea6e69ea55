import { PasskeyConfirmButton } from '#web/features/account/passkeys/components/passkey-confirm-button.tsx';
import { SubjectDecision } from '#web/features/appeals/components/subject-decision.tsx';
import { WithdrawalPage } from '#web/features/withdrawals/components/withdrawal-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /withdrawal, with the account's passkey confirmation and a refusal's reason and appeal (decision 061). */
export default function WithdrawalRoute() {
  return (
    <WithTexts ns={['withdrawals', 'email-required']}>
      <WithdrawalPage
        passkeyConfirm={(slot) => <PasskeyConfirmButton onConfirmed={slot.onConfirmed} disabled={slot.disabled} />}
        rejection={(withdrawalId) => <SubjectDecision kind="withdrawal_rejection" subjectId={withdrawalId} />}
      />
    </WithTexts>
  );
}
