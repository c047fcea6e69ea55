import type { PasskeyAuthenticationResponse } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { withdrawalsQueryKey } from './get-withdrawals.ts';

/**
 * `amount`: nano-FRE digits ("250000500000000", docs/decisions/077); the server holds it from the balance at once.
 * `otp`: with two-step sign-in on, asked for by 401 second_factor_required (an app or recovery code);
 * `passkey` in its place: a passkey's answer (decision 026).
 */
export const createWithdrawal = ({ amount, otp, passkey }: { amount: string; otp?: string | undefined; passkey?: PasskeyAuthenticationResponse | undefined }) =>
  api.post('/api/withdrawals', { body: { amount, otp, passkey }, idempotent: true });

/**
 * Requests a withdrawal, then refreshes the list and the balance. Refused for want of a confirmed
 * email (email_required, decision 045), the user is read again: the page then says what to do.
 */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onError: (error) => {
      if (isApiError(error) && error.code === 'email_required') void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
