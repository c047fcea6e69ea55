import { SubjectDecision } from '#web/features/appeals/components/subject-decision.tsx';
import { KycPage } from '#web/features/kyc/components/kyc-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /kyc, with a refusal's reason and appeal (decision 061). */
export default function KycRoute() {
  return (
    <WithTexts ns={['kyc', 'email-required']}>
      <KycPage rejection={<SubjectDecision kind="kyc_rejection" />} />
    </WithTexts>
  );
}
