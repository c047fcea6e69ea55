import type { WebAuthnError } from '@simplewebauthn/browser';
import { isApiError } from '#web/lib/api-error.ts';
import { isInTelegram } from '#web/lib/telegram/launch-params.ts';

/** The browser side of WebAuthn, in its own chunk: loaded when a passkey is about to be used, never on first load. */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/**
 * Whether this browser can use passkeys at all, checked without loading the library. Not inside
 * Telegram: its webviews give a Mini App no reliable WebAuthn (decision 045); the app's code stands in.
 */
export const supportsPasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !isInTelegram();

export type CeremonyFailure = 'cancelled' | 'unsupported' | 'exists' | 'other';

/**
 * Why the browser's ceremony did not finish, in words the screen can use: the player closed the
 * dialog (or it timed out, which browsers do not tell apart), the device cannot, or this
 * authenticator already holds a passkey of the account.
 */
export function ceremonyFailure(error: unknown): CeremonyFailure | null {
  // The server's refusals carry a code too: they are said in the server's words, not the device's.
  if (!(error instanceof Error) || isApiError(error)) return null;
  const code = (error as Partial<WebAuthnError>).code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError') return 'exists';
  if (code === 'ERROR_CEREMONY_ABORTED' || error.name === 'NotAllowedError' || error.name === 'AbortError') return 'cancelled';
  if (error.message.includes('not supported in this browser') || error.name === 'NotSupportedError') return 'unsupported';
  if (error.name === 'SecurityError' || code !== undefined) return 'other';
  return null;
}
