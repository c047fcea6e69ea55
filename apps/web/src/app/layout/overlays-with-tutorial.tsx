import { useEffect, useState } from 'react';
import { readConsent, subscribeConsent } from '#web/lib/consent/consent-storage.ts';
import { EngagementOverlaysRoot } from '#web/features/messages/components/engagement-overlays-root.tsx';
import { TutorialGate } from '#web/features/tutorial/components/tutorial-gate.tsx';

/**
 * True once the visitor has answered the cookie notice, on this page or before. Heard from the
 * save itself, so that a browser that cannot store the choice (private mode) still moves on.
 */
function useConsentAnswered(): boolean {
  const [answered, setAnswered] = useState(() => readConsent() !== null);
  useEffect(() => (answered ? undefined : subscribeConsent(() => setAnswered(true))), [answered]);
  return answered;
}

/**
 * The messages' overlays with the tutorial in its turn among them: neither feature knows the other.
 * The tutorial also waits for the cookie notice to be answered: on a first launch (inside Telegram
 * above all, where the app opens straight on the dashboard) both came at once, one over the other.
 */
export function OverlaysWithTutorial() {
  const consentAnswered = useConsentAnswered();
  return <EngagementOverlaysRoot tutorial={(slot) => <TutorialGate paused={slot.paused || !consentAnswered} onBusyChange={slot.onBusyChange} />} />;
}
