import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api-client.ts';
import { twoStepQueryKey } from './get-two-step-status.ts';

export interface DisableTotpInput {
  /** Or, for an account without one (made in Telegram, decision 045), `telegram`. */
  password?: string | undefined;
  /** The launch's signed initData inside Telegram, standing for the missing password. */
  telegram?: string | undefined;
  /** An app code or a recovery code. */
  code: string;
}

export const disableTotp = (input: DisableTotpInput) => request<undefined>('DELETE', '/api/me/2fa/totp', input);

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTotp, onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepQueryKey }) });
}
