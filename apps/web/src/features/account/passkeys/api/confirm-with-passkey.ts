import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { loadWebAuthn } from '../lib/webauthn.ts';

/**
 * A passkey's answer to a challenge only this account's passkeys may answer
 * (POST /api/me/passkeys/assertion-options), to send as `passkey` with a money move in place of a code.
 */
export async function confirmWithPasskey(): Promise<AuthenticationResponseJSON> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    loadWebAuthn(),
    api.post('/api/me/passkeys/assertion-options'),
  ]);
  return startAuthentication({ optionsJSON });
}

export function useConfirmWithPasskey() {
  return useMutation({ mutationFn: confirmWithPasskey });
}
