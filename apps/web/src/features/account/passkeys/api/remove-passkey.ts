import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

export const removePasskey = (id: string) => api.delete('/api/me/passkeys/{id}', { path: { id } });

/** Removes a passkey (DELETE /api/me/passkeys/{id}): it signs no one in from then on. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
