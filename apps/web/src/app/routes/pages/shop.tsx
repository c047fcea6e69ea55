import { ShopPage } from '../../../features/shop/components/shop-page';
import { WithTonTexts } from '../ton-namespace';

/** /shop */
export default function ShopRoute() {
  return (
    <WithTonTexts>
      <ShopPage />
    </WithTonTexts>
  );
}
