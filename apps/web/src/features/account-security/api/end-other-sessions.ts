import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export const endOtherSessions = () => request<void>('DELETE', '/api/me/sessions');

/** Signs every other device out (DELETE /api/me/sessions); this one stays signed in. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
