import { SecurityPage } from '#web/features/account/security/components/security-page.tsx';
import { UnlinkWalletDialog } from '#web/features/wallet/components/unlink-wallet-dialog.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /profile/security: the account's credentials, and the cards that set them up; the wallet's unlinking is the wallet's own dialog. */
export default function ProfileSecurityRoute() {
  return (
    <WithTexts ns={['security', 'two-step', 'passkeys']}>
      <SecurityPage walletRemoval={(onClose) => <UnlinkWalletDialog onClose={onClose} />} />
    </WithTexts>
  );
}
