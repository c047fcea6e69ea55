import { TIMERS } from '@fre/domain';
import { useEffect, useState } from 'react';
import { useUser } from '#web/lib/auth/get-me.ts';
import { useClockOffset } from '../api/get-server-time.ts';
import { useSaveTutorial } from '../api/save-tutorial.ts';
import { onOpenTutorial } from '#web/lib/open-tutorial.ts';
import { shouldShowTutorial } from '../tutorial-rules.ts';
import { TutorialDialog } from './tutorial-dialog.tsx';

interface TutorialGateProps {
  /** Another modal is up: wait. */
  paused?: boolean;
  /** Tells the host whether the tutorial is pending or open (the unread reminder waits for it). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Shows the tutorial 2 s after sign-in (TIMERS.tutorialDelayMs) when the rule allows it
 * (shouldShowTutorial), or at once when `openTutorial()` is called.
 */
export function TutorialGate({ paused = false, onBusyChange }: TutorialGateProps) {
  const { data: user } = useUser();
  const offset = useClockOffset();
  const save = useSaveTutorial();
  const [state, setState] = useState<'pending' | 'open' | 'done'>('pending');
  const [delayOver, setDelayOver] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDelayOver(true), TIMERS.tutorialDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => onOpenTutorial(() => setState('open')), []);

  const decided = user && !offset.isPending;
  if (state === 'pending' && decided) {
    const eligible = shouldShowTutorial(user, Date.now() + (offset.data ?? 0));
    if (!eligible) setState('done');
    else if (delayOver && !paused) setState('open');
  }

  useEffect(() => onBusyChange?.(state !== 'done'), [state, onBusyChange]);

  if (state !== 'open') return null;
  const finish = (outcome: 'completed' | 'skipped') => {
    setState('done');
    save.mutate(outcome);
  };
  // Closing (×, Escape, a step's link to its page) is a choice too: saved as skipped, or the tour
  // would come back on every load for a day. The profile can relaunch it.
  return <TutorialDialog onFinish={() => finish('completed')} onSkip={() => finish('skipped')} onClose={() => finish('skipped')} />;
}
