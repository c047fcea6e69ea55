import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/get-me';
import { markSignedOut } from '../../../lib/auth/logout-intent';

export const logout = () => api.post<void>('/api/auth/logout');

/** Signs out, forgets every cached answer of the account and lets the guard go to the landing page. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      markSignedOut();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
