import { AdSlot } from '#web/features/ads/components/ad-slot.tsx';
import { InformationPage } from '#web/features/messages/components/information-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /information, with the dashboard ad placement below the header. */
export default function InformationRoute() {
  return (
    <WithTexts ns="messages">
      <InformationPage extra={<AdSlot placement="dashboard" />} />
    </WithTexts>
  );
}
