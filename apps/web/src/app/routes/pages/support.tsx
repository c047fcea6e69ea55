import { PushToggle } from '#web/features/push/components/push-toggle.tsx';
import { SupportPage } from '#web/features/support/components/support-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /support, with this device's notification switch (until the profile hosts it). */
export default function SupportRoute() {
  return (
    <WithTexts ns={['support', 'push']}>
      <SupportPage extra={<PushToggle />} />
    </WithTexts>
  );
}
