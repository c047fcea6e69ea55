import { TradingPage } from '../../../features/trading/components/trading-page';
import { WithTonTexts } from '../ton-namespace';

/** /trading */
export default function TradingRoute() {
  return (
    <WithTonTexts>
      <TradingPage />
    </WithTonTexts>
  );
}
