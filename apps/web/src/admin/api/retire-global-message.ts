import { useMutation } from '@tanstack/react-query';
import { request } from '#web/lib/api-client.ts';
import { useRefreshAdminMessages } from './get-admin-messages.ts';

export const retireGlobalMessage = () => request<void>('DELETE', '/api/admin/messages/global');

/** Expires the current global message now. */
export const useRetireGlobal = () => useMutation({ mutationFn: retireGlobalMessage, onSuccess: useRefreshAdminMessages() });
