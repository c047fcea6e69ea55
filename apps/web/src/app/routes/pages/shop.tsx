import { ShopPage } from '#web/features/shop/components/shop-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /shop */
export default function ShopRoute() {
  return (
    <WithTexts ns={['shop', 'wallet']}>
      <ShopPage />
    </WithTexts>
  );
}
