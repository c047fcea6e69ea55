import type { z } from 'zod';
import type { adminTicketsResponse } from '@fre/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from '#web/admin/api/admin-keys.ts';

export type AdminTicket = z.infer<typeof adminTicketsResponse>['tickets'][number];
export type TicketStatus = AdminTicket['status'];

const supportKey = [...adminDataKey, 'support'] as const;

export const getAdminTickets = (status: TicketStatus) => api.get<{ tickets: AdminTicket[] }>(`/api/admin/support?status=${status}`);
export const adminTicketsQueryOptions = (status: TicketStatus) => queryOptions({ queryKey: [...supportKey, status], queryFn: () => getAdminTickets(status) });

/** The support queue for one status. */
export const useAdminTickets = (status: TicketStatus) => useQuery(adminTicketsQueryOptions(status));

/** Screenshot of a ticket (admins may read every ticket's). */
export const screenshotUrl = (id: string) => `/api/support/tickets/${encodeURIComponent(id)}/screenshot`;

/** Answers a ticket (the player gets a notification and an email), optionally closing it. */
export function useReplyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply, close }: { id: string; reply: string; close: boolean }) => api.post<AdminTicket>(`/api/admin/support/${encodeURIComponent(id)}/reply`, { reply, close }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey }),
  });
}
