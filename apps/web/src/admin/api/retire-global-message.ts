import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshAdminMessages } from './get-admin-messages.ts';

export const retireGlobalMessage = () => api.delete('/api/admin/messages/global');

/** Expires the current global message now. */
export const useRetireGlobal = () => useMutation({ mutationFn: retireGlobalMessage, onSuccess: useRefreshAdminMessages() });
