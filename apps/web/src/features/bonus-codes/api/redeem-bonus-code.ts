import type { BonusType } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** value: nano-FRE (fre), nano-FRE per hour (boost) or milliseconds (time_reduction); message is translated by the server. */
export interface RedeemResult {
  type: BonusType;
  value: string;
  duration?: number;
  message: string;
}

export const redeemBonusCode = (code: string) => api.post<RedeemResult>('/api/bonus-codes/redeem', { code });

/**
 * Redeems a bonus code. A code can change the balance, the rate, the running session and the
 * history, so every cached answer of the account is refreshed afterwards.
 */
export function useRedeemBonusCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemBonusCode,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
