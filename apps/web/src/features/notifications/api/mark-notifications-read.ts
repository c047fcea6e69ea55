import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { notificationsQueryKey } from './get-notifications.ts';

export const markNotificationsRead = () => api.post('/api/notifications/read');

/** Marks every notification read, then reloads them (the badge clears). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
