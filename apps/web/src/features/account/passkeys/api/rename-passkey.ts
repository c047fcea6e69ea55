import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { passkeysQueryKey } from './get-passkeys.ts';

export const renamePasskey = ({ id, name }: { id: string; name: string }) => api.patch('/api/me/passkeys/{id}', { path: { id }, body: { name } });

/** Gives a passkey the name its owner recognises it by (PATCH /api/me/passkeys/{id}). */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
