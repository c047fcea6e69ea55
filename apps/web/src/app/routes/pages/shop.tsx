import { ShopPage } from '#web/features/shop/components/shop-page.tsx';
import { WithTonTexts } from '../ton-namespace.tsx';

/** /shop */
export default function ShopRoute() {
  return (
    <WithTonTexts>
      <ShopPage />
    </WithTonTexts>
  );
}
