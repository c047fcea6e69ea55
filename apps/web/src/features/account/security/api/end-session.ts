import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export const endSession = (id: string) => request<void>('DELETE', `/api/me/sessions/${encodeURIComponent(id)}`);

/** Signs one other device out (DELETE /api/me/sessions/{id}). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
