import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from './get-audit.ts';
import { refusedUpdatesQueryKey } from './get-refused-updates.ts';

export const reviewRefusedUpdate = (id: string) =>
  api.post('/api/admin/telegram/refused-updates/{id}/review', { path: { id } });

/** Marks an update the webhook refused as looked at (audited on the server). */
export function useReviewRefusedUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewRefusedUpdate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refusedUpdatesQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
