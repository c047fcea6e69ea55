import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { twoStepQueryKey } from './get-two-step-status.ts';

/** New recovery codes in place of the old ones (POST /api/me/2fa/recovery-codes), in clear this once. */
export const renewRecoveryCodes = () => api.post('/api/me/2fa/recovery-codes');

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renewRecoveryCodes, onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepQueryKey }) });
}
