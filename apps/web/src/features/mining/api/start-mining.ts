import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { withStartedSession } from '../provisional-state.ts';
import { useProvisionalMining } from './provisional-mining.ts';
import { miningQueryKey, type MiningSnapshot } from './get-mining.ts';

export const startMining = () => api.post('/api/mining/start', { idempotent: true });

/**
 * Starts a 24-hour session (verified email required). The ring runs from the tap (decision 030);
 * the server's answer replaces it with the session it started, or puts the page back as it was
 * when it refuses. The re-sync that follows runs in the background (bench/tap-response.ts).
 */
export function useStartMining() {
  const queryClient = useQueryClient();
  const provisional = useProvisionalMining((snapshot) => withStartedSession(snapshot, Date.now()));
  return useMutation({
    mutationFn: startMining,
    // Felt inside Telegram (lib/telegram/haptics.ts).
    meta: { haptic: 'impact' },
    ...provisional,
    onSuccess: ({ session }) => {
      queryClient.setQueryData<MiningSnapshot>(miningQueryKey, (snapshot) => snapshot && { ...snapshot, session });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: miningQueryKey });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
