import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { AdjustBalanceResult } from '../types.ts';
import { auditQueryKey } from './get-audit.ts';
import { usersQueryKey } from './search-users.ts';

export interface AdjustBalanceInput {
  userId: string;
  /** Signed decimal FRE: "12.5" credits, "-3" debits. */
  amount: string;
  reason: string;
}

export const adjustBalance = ({ userId, ...body }: AdjustBalanceInput) =>
  api.post<AdjustBalanceResult>(`/api/admin/users/${encodeURIComponent(userId)}/adjust`, body);

/** One ledger row and one audit entry; the account, the lists and the audit log are refreshed. */
export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
