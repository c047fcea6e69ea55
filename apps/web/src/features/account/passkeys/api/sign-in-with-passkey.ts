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
    api.post<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkey/options'),
  ]);
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return (await api.post<{ user: User }>('/api/auth/passkey', { response })).user;
}

/** Once signed in the user is cached: the guest guard takes them where they were going. */
export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
