import type { z } from 'zod';
import type { adminTicketsResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export type AdminTicket = z.infer<typeof adminTicketsResponse>['tickets'][number];
export type TicketStatus = AdminTicket['status'];

export const adminTicketsQueryKey = [...adminDataKey, 'support'] as const;

export const getAdminTickets = (status: TicketStatus) => api.get('/api/admin/support', { query: { status } });
export const adminTicketsQueryOptions = (status: TicketStatus) => queryOptions({ queryKey: [...adminTicketsQueryKey, status], queryFn: () => getAdminTickets(status) });

/** The support queue for one status. */
export const useAdminTickets = (status: TicketStatus) => useQuery(adminTicketsQueryOptions(status));

/** Screenshot of a ticket (admins may read every ticket's). */
export const screenshotUrl = (id: string) => apiUrl('/api/support/tickets/{id}/screenshot', { path: { id } });
