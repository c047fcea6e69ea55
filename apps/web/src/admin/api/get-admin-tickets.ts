import type { z } from 'zod';
import type { adminTicketsResponse } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, apiUrl } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export type AdminTicketsPage = z.infer<typeof adminTicketsResponse>;
export type AdminTicket = AdminTicketsPage['items'][number];
export type TicketStatus = AdminTicket['status'];

export const adminTicketsQueryKey = [...adminDataKey, 'support'] as const;

export const getAdminTickets = (status: TicketStatus, cursor: string | undefined) => api.get('/api/admin/support', { query: { status, cursor } });
export const adminTicketsQueryOptions = (status: TicketStatus) =>
  infiniteQueryOptions({
    queryKey: [...adminTicketsQueryKey, status, 'items'],
    queryFn: ({ pageParam }) => getAdminTickets(status, pageParam),
    ...cursorPaging,
  });

/** The support queue for one status (the open oldest first), a page at a time: `fetchNextPage()` reads the next. */
export const useAdminTickets = (status: TicketStatus) => useInfiniteQuery(adminTicketsQueryOptions(status));

/** Screenshot of a ticket (admins may read every ticket's). */
export const screenshotUrl = (id: string) => apiUrl('/api/support/tickets/{id}/screenshot', { path: { id } });
