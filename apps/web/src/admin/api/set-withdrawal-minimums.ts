import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { withdrawalMinimumsQueryKey as quotedMinimumsQueryKey } from '#web/lib/withdrawal-minimums.ts';
import { auditQueryKey } from './get-audit.ts';
import { withdrawalMinimumsQueryKey } from './get-withdrawal-minimums.ts';

/** `effectiveAt` (ISO): from then on, announced in the public changelog until then (docs/decisions/063); without it, at once. */
export const setWithdrawalMinimums = ({ minimums, effectiveAt }: { minimums: string[]; effectiveAt?: string }) =>
  api.put('/api/admin/withdrawal-minimums', { body: effectiveAt ? { minimums, effectiveAt } : { minimums } });

/** Saves the 11 minimums (nano-FRE strings), now or from a date; the ones in force replace the cached ones, and the help pages' copy is read again. */
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
