import { TradingPage } from '#web/features/trading/components/trading-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /trading */
export default function TradingRoute() {
  return (
    <WithTexts ns={['trading', 'price']}>
      <TradingPage />
    </WithTexts>
  );
}
