const OPEN_EVENT = 'fre:tutorial-open';

/** Opens the tutorial now, whatever the account's age (the profile's "relaunch" button). */
export function openTutorial(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Told when something asks for the tutorial (the tutorial's gate listens). */
export function onOpenTutorial(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
