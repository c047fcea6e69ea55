import type { Passkey } from '@fre/domain';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { loadWebAuthn } from '../lib/webauthn.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

/** The server's challenge, the browser's creation ceremony, then the answer checked and kept (POST /api/me/passkeys). */
export async function addPasskey(name: string): Promise<Passkey> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    loadWebAuthn(),
    // The document gives the options' challenge and leaves the rest to WebAuthn's own type.
    api.post('/api/me/passkeys/options') as Promise<unknown> as Promise<PublicKeyCredentialCreationOptionsJSON>,
  ]);
  const response = await startRegistration({ optionsJSON });
  // Spread: an interface (the extensions' outputs) is not taken for a record of anything.
  return (await api.post('/api/me/passkeys', { body: { response: { ...response, clientExtensionResults: { ...response.clientExtensionResults } }, name } })).passkey;
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
