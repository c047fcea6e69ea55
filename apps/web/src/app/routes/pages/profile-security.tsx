import { SecurityPage } from '#web/features/account/security/components/security-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /profile/security: password, devices, two-step sign-in and passkeys. */
export default function ProfileSecurityRoute() {
  return (
    <WithTexts ns={['security', 'two-step', 'passkeys']}>
      <SecurityPage />
    </WithTexts>
  );
}
