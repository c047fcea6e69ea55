import type { User } from '@fre/domain';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { loadWebAuthn } from '../lib/webauthn.ts';

/**
 * Signs in with a passkey (POST /api/auth/passkey), both factors at once. `autofill`: the browser
 * offers the site's passkeys in the email field's suggestions and the call waits until one is
 * picked (conditional mediation); else its own dialog opens at once.
 */
export async function signInWithPasskey(autofill: boolean): Promise<User> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    loadWebAuthn(),
    // The document gives the options' challenge and leaves the rest to WebAuthn's own type.
    api.post('/api/auth/passkey/options') as Promise<PublicKeyCredentialRequestOptionsJSON>,
  ]);
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  // Spread: an interface (the extensions' outputs) is not taken for a record of anything.
  return (await api.post('/api/auth/passkey', { body: { response: { ...response, clientExtensionResults: { ...response.clientExtensionResults } } } })).user;
}

/** Once signed in the user is cached: the guest guard takes them where they were going. */
export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
