import type { z } from 'zod';
import type { withdrawalDecisionRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from './get-audit.ts';
import { adminWithdrawalsQueryKey, type AdminWithdrawal } from './get-admin-withdrawals.ts';

/**
 * `reason` is required to reject or refund (the user reads it), `txHash` (the TON transaction of the
 * payout) to mark paid.
 */
export type WithdrawalDecisionInput = { id: string } & z.input<typeof withdrawalDecisionRequest>;
/** retry_payout and refund answer a payout that failed on chain (status payout_failed). */
export type WithdrawalDecision = WithdrawalDecisionInput['decision'];

export const decideWithdrawal = ({ id, ...body }: WithdrawalDecisionInput) =>
  api.postKeyed<{ withdrawal: Omit<AdminWithdrawal, 'userId' | 'nickname' | 'approvalsNeeded' | 'approvedBy'> }>(
    `/api/admin/withdrawals/${encodeURIComponent(id)}/decision`,
    body,
  );

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
