import type { claimResponse } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { withClaimedSession } from '../provisional-state.ts';
import { miningQueryKey } from './get-mining.ts';
import { useProvisionalMining } from './provisional-mining.ts';

/** Amounts in nano-FRE. */
export type ClaimResult = z.infer<typeof claimResponse>;

export const claimMining = () => api.post('/api/mining/claim', { idempotent: true });

/**
 * Claims an ended session into the balance. The ring empties at the tap (decision 030); the amount
 * and the balance show with the server's answer, and the user and the mining state re-sync in the
 * background.
 */
export function useClaimMining() {
  const queryClient = useQueryClient();
  const provisional = useProvisionalMining(withClaimedSession);
  return useMutation({
    mutationFn: claimMining,
    meta: { haptic: 'success' },
    ...provisional,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: miningQueryKey });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
