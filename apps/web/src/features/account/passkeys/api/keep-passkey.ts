import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

export const keepPasskey = async (id: string) => (await api.post('/api/me/passkeys/{id}/keep', { path: { id } })).passkey;

/** Keeps a passkey paused by a password reset (POST /api/me/passkeys/{id}/keep): it signs in again. */
export function useKeepPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
