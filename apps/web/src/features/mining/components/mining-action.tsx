import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconBolt, IconGift } from '#web/components/icons.tsx';
import { focusIsLost } from '#web/lib/focus/page-heading.ts';
import type { MiningPhase } from '../session-view.ts';
import styles from './mining-action.module.css';

interface MiningActionProps {
  phase: MiningPhase;
  canStart: boolean;
  starting: boolean;
  claiming: boolean;
  onStart: () => void;
  onClaim: () => void;
}

/**
 * Start when idle, a running badge while mining, Claim once the session has ended. The control the
 * player pressed is replaced by the next one: focus follows it (Start → the running badge, Claim →
 * Start) instead of falling to the page (WCAG 2.4.3).
 */
export function MiningAction({ phase, canStart, starting, claiming, onStart, onClaim }: MiningActionProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement | null>(null);
  const setRef = (node: HTMLElement | null) => {
    ref.current = node;
  };
  // The button is disabled while its request runs (the browser drops its focus). Once the phase
  // changes, focus goes to what shows now (Start → the running badge, Claim → Start); when the
  // request ends without a change (an error), back to the same button. The same when the control
  // that had focus is replaced on its own (the session ends).
  const pressedIn = useRef<MiningPhase | null>(null);
  const focused = useRef(false);
  const busy = starting || claiming;
  useEffect(() => {
    if (pressedIn.current !== null && !busy) {
      if (pressedIn.current !== phase) pressedIn.current = null;
      if (focusIsLost()) ref.current?.focus();
      return;
    }
    if (focused.current && focusIsLost()) ref.current?.focus();
  }, [phase, busy]);
  const focusEvents = {
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
    },
  };
  const press = (action: () => void) => () => {
    pressedIn.current = phase;
    action();
  };

  if (phase === 'running') {
    return (
      // Focusable by script only: it takes the focus of the Start button it replaces.
      <span className={styles.badge} ref={setRef} tabIndex={-1} {...focusEvents}>
        <span className={styles.dot} aria-hidden="true" />
        {t('mining.running')}
      </span>
    );
  }
  if (phase === 'ended') {
    return (
      <Button ref={setRef} {...focusEvents} icon={<IconGift />} loading={claiming} onClick={press(onClaim)}>
        {t('mining.claim')}
      </Button>
    );
  }
  return (
    <Button ref={setRef} {...focusEvents} icon={<IconBolt />} loading={starting} disabled={!canStart} onClick={press(onStart)}>
      {t('mining.start')}
    </Button>
  );
}
