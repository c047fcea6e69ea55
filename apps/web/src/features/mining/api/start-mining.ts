import type { MiningSessionDto } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/get-me';
import { miningQueryKey } from './get-mining';

export const startMining = () => api.post<{ session: MiningSessionDto }>('/api/mining/start');

/** Starts a 24-hour session (verified email required), then re-syncs from the server. */
export function useStartMining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMining,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: miningQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
