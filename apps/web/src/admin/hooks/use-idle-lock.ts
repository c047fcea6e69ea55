import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Calls `onIdle` once nobody has tapped, typed or scrolled in this tab for `idleMs`.
 * The server locks after the same delay without an admin call, but the overview's 60 s polling
 * counts as calls there; this hook measures what a person does.
 */
export function useIdleLock(idleMs: number | undefined, onIdle: () => void) {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });

  useEffect(() => {
    if (!idleMs) return;
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    const check = () => {
      if (Date.now() - lastActivity >= idleMs) onIdleRef.current();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true, capture: true });
    document.addEventListener('visibilitychange', check);
    const timer = setInterval(check, Math.min(30_000, idleMs));
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
      document.removeEventListener('visibilitychange', check);
      clearInterval(timer);
    };
  }, [idleMs]);
}
