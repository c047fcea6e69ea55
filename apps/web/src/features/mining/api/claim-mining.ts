import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/get-me';
import { withClaimedSession } from '../provisional-state';
import { miningQueryKey } from './get-mining';
import { useProvisionalMining } from './provisional-mining';

/** Amounts in nano-FRE. */
export interface ClaimResult {
  claimed: string;
  balance: string;
  totalMined: string;
}

export const claimMining = () => api.post<ClaimResult>('/api/mining/claim');

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
