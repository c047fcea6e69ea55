import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';

/** `replaced`: the link confirmed a new address in place of the account's (decision 048). */
export const verifyEmail = (token: string) => api.post('/api/auth/verify-email', { body: { token } });

/** The token is single-use: one request per token, cached, never retried. */
export const getVerifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    enabled: token.length > 0,
  });

/** Confirms the email address of the link and refreshes the signed-in user if there is one. */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  const query = useQuery(getVerifyEmailQueryOptions(token));
  const verified = query.isSuccess;
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [verified, queryClient]);
  return query;
}
