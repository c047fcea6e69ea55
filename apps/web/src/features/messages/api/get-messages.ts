import type { z } from 'zod';
import type { messagesResponse } from '@fre/domain';
import { TIMERS } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export type Messages = z.infer<typeof messagesResponse>;
export type GlobalMessage = NonNullable<Messages['global']>;
export type InformationMessage = Messages['items'][number];
/** The pages read so far: the global message and the unread count are the first page's. */
export type MessagePages = InfiniteData<Messages, string | undefined>;

export const getMessages = (cursor: string | undefined) => api.get('/api/messages', { query: { cursor } });

/** The answer is a page since decision 060: the key names the shape. */
export const messagesQueryKey = ['messages', 'items'] as const;

/** Checked on login and every 60 s (TIMERS.messagesPollMs). */
export const getMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messagesQueryKey,
    queryFn: ({ pageParam }) => getMessages(pageParam),
    ...cursorPaging,
    refetchInterval: TIMERS.messagesPollMs,
  });

/**
 * The global message to show (only when active, unexpired and unread), the information messages
 * newest first with their read state a page at a time (`fetchNextPage()` reads older ones), and the
 * unread count. Refreshes every 60 s.
 * @example const unread = useMessages().data?.pages[0]?.unreadCount ?? 0;
 */
export const useMessages = () => useInfiniteQuery(getMessagesQueryOptions());
