import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminTicketsQueryKey } from './get-admin-tickets.ts';

export const replyTicket = ({ id, reply, close }: { id: string; reply: string; close: boolean }) =>
  api.post('/api/admin/support/{id}/reply', { path: { id }, body: { reply, close } });

/** Answers a ticket (the player gets a notification and an email), optionally closing it. */
export function useReplyTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyTicket, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTicketsQueryKey }) });
}
