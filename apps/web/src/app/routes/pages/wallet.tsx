import { WalletPage } from '#web/features/wallet/components/wallet-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /wallet */
export default function WalletRoute() {
  return (
    <WithTexts ns={['wallet', 'price']}>
      <WalletPage />
    </WithTexts>
  );
}
