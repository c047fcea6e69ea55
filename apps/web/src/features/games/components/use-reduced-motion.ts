import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True when the player asked the system for less motion. CSS alone can stop an animation, not a
 * game's timing: the slot's reels would still wait out a spin nobody sees.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches, () => false);
}
