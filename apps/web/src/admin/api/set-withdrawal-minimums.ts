import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { withdrawalMinimumsQueryKey as quotedMinimumsQueryKey } from '#web/lib/withdrawal-minimums.ts';
import { auditQueryKey } from './get-audit.ts';
import { withdrawalMinimumsQueryKey, type WithdrawalMinimums } from './get-withdrawal-minimums.ts';

export const setWithdrawalMinimums = (minimums: string[]) => api.put<WithdrawalMinimums>('/api/admin/withdrawal-minimums', { minimums });

/** Saves the 11 minimums (nano-FRE strings); the stored values replace the cached ones, and the help pages' copy is read again. */
export function useSetWithdrawalMinimums() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWithdrawalMinimums,
    onSuccess: (saved) => {
      queryClient.setQueryData(withdrawalMinimumsQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: quotedMinimumsQueryKey });
      return queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
}
