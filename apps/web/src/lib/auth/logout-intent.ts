/**
 * Remembers that the user just signed out on purpose, so the auth guard sends them to the
 * landing page instead of the sign-in page.
 */
let signedOut = false;

export function markSignedOut() {
  signedOut = true;
}

export function consumeSignedOut(): boolean {
  const value = signedOut;
  signedOut = false;
  return value;
}
