import { AdSlot } from '../../../features/ads/components/ad-slot';
import { InformationPage } from '../../../features/messages/components/information-page';
import { WithTexts } from '../with-texts';

/** /information, with the dashboard ad placement below the header. */
export default function InformationRoute() {
  return (
    <WithTexts ns="engage">
      <InformationPage extra={<AdSlot placement="dashboard" />} />
    </WithTexts>
  );
}
