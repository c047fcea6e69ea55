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

/** Claims an ended session into the balance, then re-syncs the user and the mining state. */
export function useClaimMining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMining,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: miningQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
