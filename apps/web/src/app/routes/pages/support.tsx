import { PushToggle } from '../../../features/push/components/push-toggle';
import { SupportPage } from '../../../features/support/components/support-page';
import { WithTexts } from '../with-texts';

/** /support, with this device's notification switch (until the profile hosts it). */
export default function SupportRoute() {
  return (
    <WithTexts ns="engage">
      <SupportPage extra={<PushToggle />} />
    </WithTexts>
  );
}
