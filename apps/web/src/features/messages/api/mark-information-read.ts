import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { messagesQueryKey, type Messages } from './get-messages.ts';

export const markInformationRead = () => api.post('/api/messages/read');

/** Marks every information message read, then reloads them. */
export function useMarkInformationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInformationRead,
    onSuccess: () => {
      queryClient.setQueryData<Messages>(messagesQueryKey, (current) =>
        current ? { ...current, unreadCount: 0, information: current.information.map((m) => ({ ...m, read: true })) } : current,
      );
      return queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
}
