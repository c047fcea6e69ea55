import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#web/lib/api-client.ts';

export const credentialsQueryKey = ['me', 'credentials'] as const;

export const getCredentials = () => api.get('/api/me/credentials');

/**
 * The account's credentials, each with its date, and the hold on withdrawals the last change
 * started (GET /api/me/credentials, decision 048). Read again on each visit of the page: a change
 * made elsewhere (a wallet linked on /wallet) is then in the list.
 * @example const { data } = useCredentials(); data?.credentials.map(...)
 */
export function useCredentials() {
  return useQuery({ queryKey: credentialsQueryKey, queryFn: getCredentials, staleTime: 0 });
}

/**
 * While the Security page is shown, reads the list again after each action that succeeded: every
 * card on it changes a credential (password, app code, passkeys, Telegram, address, wallet), and
 * a credential added to the page tomorrow is followed without being named here.
 */
export function useCredentialsFollowChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void queryClient.invalidateQueries({ queryKey: credentialsQueryKey });
      }),
    [queryClient],
  );
}
