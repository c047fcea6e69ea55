import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';

export const unlinkWallet = () => api.delete('/api/wallet');

/** Removes the linked wallet from the account (withdrawals and purchases then need a new link). */
export function useUnlinkWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkWallet,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
