import { SecurityPage } from '../../../features/account-security/components/security-page';
import { WithTexts } from '../with-texts';

/** /profile/security: password, devices, two-step sign-in and passkeys. */
export default function ProfileSecurityRoute() {
  return (
    <WithTexts ns={['security', 'two-step', 'passkeys']}>
      <SecurityPage />
    </WithTexts>
  );
}
