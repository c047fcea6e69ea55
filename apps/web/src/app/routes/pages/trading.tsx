import { TradingPage } from '#web/features/trading/components/trading-page.tsx';
import { WithTonTexts } from '../ton-namespace.tsx';

/** /trading */
export default function TradingRoute() {
  return (
    <WithTonTexts>
      <TradingPage />
    </WithTonTexts>
  );
}
