import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export const endOtherSessions = () => api.delete('/api/me/sessions');

/** Signs every other device out (DELETE /api/me/sessions); this one stays signed in. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
