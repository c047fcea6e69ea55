import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { gateQueryKey, markGateUnlocked } from './get-gate.ts';

export const unlockAdmin = (code: string) => api.post('/api/admin/unlock', { body: { code } });

/** Unlocks this login session with the personal access code; wrong codes are limited by the server. */
export function useUnlockAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockAdmin,
    onSuccess: () => markGateUnlocked(queryClient),
    onError: (error) => {
      // No code (any more), or no second factor (any more): the gate switches to what is missing.
      if (isApiError(error) && (error.code === 'access_code_required' || error.code === 'second_factor_setup_required')) {
        return queryClient.invalidateQueries({ queryKey: gateQueryKey });
      }
    },
  });
}
