import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { twoStepQueryKey } from './get-two-step-status.ts';

/** Turns two-step sign-in on; the recovery codes come back in clear this once. */
export const confirmTotp = (code: string) => api.post('/api/me/2fa/totp/confirm', { body: { code } });

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmTotp, onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepQueryKey }) });
}
