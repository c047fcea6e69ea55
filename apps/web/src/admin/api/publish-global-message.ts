import type { z } from 'zod';
import type { publishGlobalRequest } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshAdminMessages } from './get-admin-messages.ts';

export type GlobalInput = z.input<typeof publishGlobalRequest>;

export const publishGlobalMessage = (input: GlobalInput) => api.post('/api/admin/messages/global', { body: input });

/** Publishes the global message (replaces the current one). */
export const usePublishGlobal = () => useMutation({ mutationFn: publishGlobalMessage, onSuccess: useRefreshAdminMessages() });
