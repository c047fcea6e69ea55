import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { referralsQueryKey } from './get-referrals.ts';

export const remindReferral = (id: string) => api.post('/api/referrals/{id}/remind', { path: { id } });

/** Sends an inactive referral a reminder (once a day each), then reloads the list. */
export function useRemindReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindReferral,
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralsQueryKey }),
  });
}
