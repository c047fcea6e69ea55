import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/get-me';
import { miningQueryKey } from './get-mining';

/** Amounts in nano-FRE. */
export interface ClaimResult {
  claimed: string;
  balance: string;
  totalMined: string;
}

export const claimMining = () => api.post<ClaimResult>('/api/mining/claim');

/**
 * Claims an ended session into the balance; the answer shows at once, and the user and the mining
 * state re-sync in the background.
 */
export function useClaimMining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMining,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: miningQueryKey });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
