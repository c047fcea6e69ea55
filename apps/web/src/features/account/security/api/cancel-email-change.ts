import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';

/** DELETE /api/me/email/pending: the change of address waiting for its link is dropped; the address stays. */
export const cancelEmailChange = () => api.delete('/api/me/email/pending');

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
