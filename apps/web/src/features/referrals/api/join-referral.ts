import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { referralsQueryKey } from './get-referrals.ts';

export const joinReferral = (code: string) => api.post('/api/referrals/join', { body: { code } });

/** Joins a referrer's group by code, then reloads the group (referredBy is now set). */
export function useJoinReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralsQueryKey }),
  });
}
