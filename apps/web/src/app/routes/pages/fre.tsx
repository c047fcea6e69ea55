import { FreGuidePage } from '#web/features/fre-guide/components/fre-guide-page.tsx';
import { WithTonTexts } from '../ton-namespace.tsx';

/** /fre */
export default function FreGuideRoute() {
  return (
    <WithTonTexts>
      <FreGuidePage />
    </WithTonTexts>
  );
}
