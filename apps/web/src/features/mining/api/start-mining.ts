import type { MiningSessionDto } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/get-me';
import { miningQueryKey, type MiningSnapshot } from './get-mining';

export const startMining = () => api.post<{ session: MiningSessionDto }>('/api/mining/start');

/**
 * Starts a 24-hour session (verified email required). The server's answer is the new session: it
 * shows at once, and the re-sync that follows runs in the background (bench/tap-response.ts).
 */
export function useStartMining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMining,
    onSuccess: ({ session }) => {
      queryClient.setQueryData<MiningSnapshot>(miningQueryKey, (snapshot) => snapshot && { ...snapshot, session });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: miningQueryKey });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
