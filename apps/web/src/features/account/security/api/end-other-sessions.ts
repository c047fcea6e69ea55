import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export const endOtherSessions = () => request<void>('DELETE', '/api/me/sessions');

/** Signs every other device out (DELETE /api/me/sessions); this one stays signed in. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
