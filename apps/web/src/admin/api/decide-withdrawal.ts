import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiBody } from '#web/lib/api/api-types.ts';
import { auditQueryKey } from './get-audit.ts';
import { adminWithdrawalsQueryKey } from './get-admin-withdrawals.ts';

/**
 * `reason` is required to reject or refund (the user reads it), `txHash` (the TON transaction of the
 * payout) to mark paid.
 */
export type WithdrawalDecisionInput = { id: string } & ApiBody<'/api/admin/withdrawals/{id}/decision', 'post'>;
/** retry_payout and refund answer a payout that failed on chain (status payout_failed). */
export type WithdrawalDecision = WithdrawalDecisionInput['decision'];

export const decideWithdrawal = ({ id, ...body }: WithdrawalDecisionInput) =>
  api.post('/api/admin/withdrawals/{id}/decision', { path: { id }, body, idempotent: true });

/**
 * Approve (a second admin above the threshold), reject (hold refunded), mark paid, or for a payout
 * that failed on chain retry it (back to approved, signed again) or refund it; the queue and audit refresh.
 */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminWithdrawalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
