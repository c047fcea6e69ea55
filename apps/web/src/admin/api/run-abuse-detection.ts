import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { abuseQueryKey } from './get-abuse-clusters.ts';

export const runAbuseDetection = () => api.post('/api/admin/abuse/run');

/** Runs the detection job now ("Analyse now") instead of waiting for its next pass; the lists reload. */
export function useRunAbuseDetection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAbuseDetection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: abuseQueryKey }),
  });
}
