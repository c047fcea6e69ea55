import type { ReauthMethods } from '@fre/domain';
import { isApiError } from './api-error.ts';

/** Asks the person to prove themselves again; resolves true once they did, false when they gave up. */
export type ReauthenticationAsker = (methods: ReauthMethods) => Promise<boolean>;

let asker: ReauthenticationAsker | null = null;
let asking: Promise<boolean> | null = null;

/**
 * Set by the signed-in app's dialog host (features/reauthentication); null where nothing can ask
 * (a guest page, a unit test): the refusal then reaches the caller as it came.
 */
export function setReauthenticationAsker(next: ReauthenticationAsker | null): void {
  asker = next;
}

/**
 * For an answer 403 reauthentication_required (decision 039): one dialog however many requests
 * wait on it, and whether to send them again.
 */
export function reauthenticate(methods: ReauthMethods): Promise<boolean> {
  if (!asker) return Promise.resolve(false);
  asking ??= asker(methods).finally(() => {
    asking = null;
  });
  return asking;
}

/** What the account can prove itself with, from a reauthentication_required answer. */
function methodsOf(error: unknown): ReauthMethods {
  const methods = isApiError(error) ? (error.details as { methods?: Partial<ReauthMethods> } | undefined)?.methods : undefined;
  return { password: methods?.password ?? true, code: methods?.code === true, passkey: methods?.passkey === true, telegram: methods?.telegram === true };
}

/**
 * Sends a request; answered 403 reauthentication_required, asks the person (the one dialog) and
 * sends it once more when they proved themselves. Every other answer, and a cancelled dialog,
 * reaches the caller as it came.
 */
export async function withReauthentication<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const required = isApiError(error) && error.code === 'reauthentication_required';
    if (!required || !(await reauthenticate(methodsOf(error)))) throw error;
    return send();
  }
}
