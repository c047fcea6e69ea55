import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export const endSession = (id: string) => api.delete('/api/me/sessions/{id}', { path: { id } });

/** Signs one other device out (DELETE /api/me/sessions/{id}). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
