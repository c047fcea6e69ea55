import { WalletPage } from '../../../features/wallet/components/wallet-page';
import { WithTonTexts } from '../ton-namespace';

/** /wallet */
export default function WalletRoute() {
  return (
    <WithTonTexts>
      <WalletPage />
    </WithTonTexts>
  );
}
