import { FreGuidePage } from '#web/features/fre-guide/components/fre-guide-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /fre */
export default function FreGuideRoute() {
  return (
    <WithTexts ns="fre-guide">
      <FreGuidePage />
    </WithTexts>
  );
}
