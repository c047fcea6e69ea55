import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { messagesQueryKey, type MessagePages } from './get-messages.ts';

export const markGlobalRead = (id: string) => api.post('/api/messages/global/{id}/read', { path: { id } });

/** Closing the global message marks it read for this user; it leaves the cache at once. */
export function useMarkGlobalRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markGlobalRead,
    onMutate: (id) =>
      queryClient.setQueryData<MessagePages>(messagesQueryKey, (current) =>
        current ? { ...current, pages: current.pages.map((page) => (page.global?.id === id ? { ...page, global: null } : page)) } : current,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}
