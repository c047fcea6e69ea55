import type { z } from 'zod';
import type { supportTicketRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '#web/lib/api-client.ts';
import { ticketsQueryKey } from './get-tickets.ts';

/** The fields the server checks with supportTicketRequest, and the screenshot sent beside them (multipart). */
export type NewTicket = z.input<typeof supportTicketRequest> & { screenshot?: File | null };

export function createTicket({ category, message, screenshot }: NewTicket) {
  const form = new FormData();
  form.append('category', category);
  form.append('message', message);
  if (screenshot) form.append('screenshot', screenshot);
  return postForm('/api/support/tickets', form);
}

/** Sends a ticket (multipart, optional screenshot), then reloads the list. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTicket, onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }) });
}
