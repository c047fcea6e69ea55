import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { messagesQueryKey, type MessagePages } from './get-messages.ts';

export const markInformationRead = () => api.post('/api/messages/read');

/** Marks every information message read, then reloads them. */
export function useMarkInformationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInformationRead,
    onSuccess: () => {
      queryClient.setQueryData<MessagePages>(messagesQueryKey, (current) =>
        current ? { ...current, pages: current.pages.map((page) => ({ ...page, unreadCount: 0, items: page.items.map((m) => ({ ...m, read: true })) })) } : current,
      );
      return queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
}
