import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { forgetAccount } from '#web/lib/auth/forget-account.ts';

export const logout = () => api.post('/api/auth/logout');

/** Signs out, forgets every cached answer of the account and lets the guard go to the landing page. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => forgetAccount(queryClient),
  });
}
