import type { z } from 'zod';
import type { totpDisableRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { twoStepQueryKey } from './get-two-step-status.ts';

/**
 * `code`: an app code or a recovery code. `telegram`, the launch's signed initData, stands for the
 * password of an account without one (made in Telegram, decision 045).
 */
export type DisableTotpInput = z.input<typeof totpDisableRequest>;

export const disableTotp = (input: DisableTotpInput) => api.delete('/api/me/2fa/totp', { body: input });

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTotp, onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepQueryKey }) });
}
