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
    api.post<PublicKeyCredentialCreationOptionsJSON>('/api/me/passkeys/options'),
  ]);
  const response = await startRegistration({ optionsJSON });
  return (await api.post<{ passkey: Passkey }>('/api/me/passkeys', { response, name })).passkey;
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
