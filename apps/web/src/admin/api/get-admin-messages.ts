import type { z } from 'zod';
import type { adminMessagesResponse } from '@fre/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export type AdminMessages = z.infer<typeof adminMessagesResponse>;

export const getAdminMessages = () => api.get('/api/admin/messages');
export const adminMessagesQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'messages'], queryFn: getAdminMessages });

/** The current global message (with its read count) and the latest information messages. */
export const useAdminMessages = () => useQuery(adminMessagesQueryOptions());

/** After a message is published or retired: the messages again. */
export function useRefreshAdminMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminMessagesQueryOptions().queryKey });
}
