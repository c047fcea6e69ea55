import { forgetOfflineCopy } from '../offline/forget-offline-copy.ts';

/**
 * Remembers that the user just signed out on purpose, so the auth guard sends them to the
 * landing page instead of the sign-in page.
 */
let signedOut = false;

/** Also forgets the copy of their pages this device kept for offline use (docs/decisions/042). */
export function markSignedOut() {
  signedOut = true;
  forgetOfflineCopy();
}

export function consumeSignedOut(): boolean {
  const value = signedOut;
  signedOut = false;
  return value;
}
