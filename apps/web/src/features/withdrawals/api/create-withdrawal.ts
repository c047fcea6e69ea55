import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/get-me';
import { withdrawalsQueryKey, type Withdrawal } from './get-withdrawals';

/** `amount` is a decimal FRE string ("250000.5"); the server holds it from the balance at once. */
export const createWithdrawal = (amount: string) => api.post<{ withdrawal: Withdrawal }>('/api/withdrawals', { amount });

/** Requests a withdrawal, then refreshes the list and the balance. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
