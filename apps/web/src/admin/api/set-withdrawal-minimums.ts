import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from './get-audit.ts';
import { withdrawalMinimumsQueryKey, type WithdrawalMinimums } from './get-withdrawal-minimums.ts';

export const setWithdrawalMinimums = (minimums: string[]) => api.put<WithdrawalMinimums>('/api/admin/withdrawal-minimums', { minimums });

/** Saves the 11 minimums (nano-FRE strings); the stored values replace the cached ones. */
export function useSetWithdrawalMinimums() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWithdrawalMinimums,
    onSuccess: (saved) => {
      queryClient.setQueryData(withdrawalMinimumsQueryKey, saved);
      return queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
}
