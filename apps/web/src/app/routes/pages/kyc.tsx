import { KycPage } from '#web/features/kyc/components/kyc-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /kyc */
export default function KycRoute() {
  return (
    <WithTexts ns={['kyc', 'email-required']}>
      <KycPage />
    </WithTexts>
  );
}
