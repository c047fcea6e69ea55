import { EngagementOverlaysRoot } from '#web/features/messages/components/engagement-overlays-root.tsx';
import { TutorialGate } from '#web/features/tutorial/components/tutorial-gate.tsx';

/** The messages' overlays with the tutorial in its turn among them: neither feature knows the other. */
export function OverlaysWithTutorial() {
  return <EngagementOverlaysRoot tutorial={(slot) => <TutorialGate paused={slot.paused} onBusyChange={slot.onBusyChange} />} />;
}
