import type { z } from 'zod';
import type { adminMessagesResponse, publishGlobalRequest, publishInformationRequest } from '@fre/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '#web/lib/api-client.ts';
import { adminDataKey } from '#web/admin/api/admin-keys.ts';

export type AdminMessages = z.infer<typeof adminMessagesResponse>;
export type GlobalInput = z.input<typeof publishGlobalRequest>;
export type InformationInput = z.input<typeof publishInformationRequest>;

export const getAdminMessages = () => api.get<AdminMessages>('/api/admin/messages');
export const adminMessagesQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'messages'], queryFn: getAdminMessages });

/** The current global message (with its read count) and the latest information messages. */
export const useAdminMessages = () => useQuery(adminMessagesQueryOptions());

function useMessagesMutation<T>(mutationFn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMessagesQueryOptions().queryKey }) });
}

/** Publishes the global message (replaces the current one). */
export const usePublishGlobal = () => useMessagesMutation((input: GlobalInput) => api.post<void>('/api/admin/messages/global', input));
/** Expires the current global message now. */
export const useRetireGlobal = () => useMessagesMutation(() => request<void>('DELETE', '/api/admin/messages/global'));
/** Publishes an information message (players get it on /information and a toast). */
export const usePublishInformation = () => useMessagesMutation((input: InformationInput) => api.post<void>('/api/admin/messages/information', input));
