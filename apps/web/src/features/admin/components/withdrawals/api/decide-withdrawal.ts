import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../lib/api-client';
import { auditQueryKey } from '../../../api/get-audit';
import { adminWithdrawalsQueryKey, type AdminWithdrawal } from './get-admin-withdrawals';

export type WithdrawalDecision = 'approve' | 'reject' | 'mark_paid';

export interface WithdrawalDecisionInput {
  id: string;
  decision: WithdrawalDecision;
  /** Required to reject (the user reads it). */
  reason?: string;
  /** Required to mark paid: the TON transaction of the payout. */
  txHash?: string;
}

export const decideWithdrawal = ({ id, ...body }: WithdrawalDecisionInput) =>
  api.post<{ withdrawal: Omit<AdminWithdrawal, 'userId' | 'nickname' | 'approvalsNeeded' | 'approvedBy'> }>(
    `/api/admin/withdrawals/${encodeURIComponent(id)}/decision`,
    body,
  );

/** Approve (a second admin above the threshold), reject (hold refunded) or mark paid; the queue and audit refresh. */
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
