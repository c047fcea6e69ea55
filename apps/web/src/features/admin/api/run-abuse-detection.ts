import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AbuseRunResult } from '../types';
import { abuseQueryKey } from './get-abuse-clusters';

export const runAbuseDetection = () => api.post<AbuseRunResult>('/api/admin/abuse/run');

/** Runs the detection job now ("Analyse now") instead of waiting for its next pass; the lists reload. */
export function useRunAbuseDetection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAbuseDetection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: abuseQueryKey }),
  });
}
