import type { z } from 'zod';
import type { messagesResponse } from '@fre/domain';
import { TIMERS } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export type Messages = z.infer<typeof messagesResponse>;
export type GlobalMessage = NonNullable<Messages['global']>;
export type InformationMessage = Messages['information'][number];

export const getMessages = () => api.get('/api/messages');

export const messagesQueryKey = ['messages'] as const;

/** Checked on login and every 60 s (TIMERS.messagesPollMs). */
export const getMessagesQueryOptions = () =>
  queryOptions({ queryKey: messagesQueryKey, queryFn: getMessages, refetchInterval: TIMERS.messagesPollMs });

/**
 * The global message to show (only when active, unexpired and unread), the information messages
 * newest first with their read state, and the unread count. Refreshes every 60 s.
 * @example const unread = useMessages().data?.unreadCount ?? 0;
 */
export const useMessages = () => useQuery(getMessagesQueryOptions());
