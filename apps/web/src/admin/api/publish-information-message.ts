import type { z } from 'zod';
import type { publishInformationRequest } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshAdminMessages } from './get-admin-messages.ts';

export type InformationInput = z.input<typeof publishInformationRequest>;

export const publishInformationMessage = (input: InformationInput) => api.post('/api/admin/messages/information', { body: input });

/** Publishes an information message (players get it on /information and a toast). */
export const usePublishInformation = () => useMutation({ mutationFn: publishInformationMessage, onSuccess: useRefreshAdminMessages() });
