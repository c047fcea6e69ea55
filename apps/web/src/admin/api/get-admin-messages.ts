import type { z } from 'zod';
import type { adminMessagesResponse } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export type AdminMessages = z.infer<typeof adminMessagesResponse>;

export const getAdminMessages = (cursor: string | undefined) => api.get('/api/admin/messages', { query: { cursor } });
export const adminMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminDataKey, 'messages', 'items'],
    queryFn: ({ pageParam }) => getAdminMessages(pageParam),
    ...cursorPaging,
  });

/**
 * The current global message (with its read count, on the first page) and the information
 * messages, newest first, a page at a time: `fetchNextPage()` reads older ones.
 */
export const useAdminMessages = () => useInfiniteQuery(adminMessagesQueryOptions());

/** After a message is published or retired: the messages again. */
export function useRefreshAdminMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminMessagesQueryOptions().queryKey });
}
