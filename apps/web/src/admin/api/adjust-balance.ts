import type { z } from 'zod';
import type { adjustBalanceRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from './get-audit.ts';
import { usersQueryKey } from './search-users.ts';

/** `amount`: signed nano-FRE digits (docs/decisions/077), "12500000000" credits, "-3000000000" debits. */
export type AdjustBalanceInput = { userId: string } & z.input<typeof adjustBalanceRequest>;

export const adjustBalance = ({ userId, ...body }: AdjustBalanceInput) =>
  api.post('/api/admin/users/{id}/adjust', { path: { id: userId }, body, idempotent: true });

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
