import { WalletPage } from '#web/features/wallet/components/wallet-page.tsx';
import { WithTonTexts } from '../ton-namespace.tsx';

/** /wallet */
export default function WalletRoute() {
  return (
    <WithTonTexts>
      <WalletPage />
    </WithTonTexts>
  );
}
