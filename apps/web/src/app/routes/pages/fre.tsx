import { FreGuidePage } from '../../../features/fre-guide/components/fre-guide-page';
import { WithTonTexts } from '../ton-namespace';

/** /fre */
export default function FreGuideRoute() {
  return (
    <WithTonTexts>
      <FreGuidePage />
    </WithTonTexts>
  );
}
