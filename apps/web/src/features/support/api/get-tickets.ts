import type { z } from 'zod';
import type { supportTicketSchema } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const getTickets = (cursor: string | undefined) => api.get('/api/support/tickets', { query: { cursor } });

export const ticketsQueryKey = ['support', 'tickets'] as const;

export const getTicketsQueryOptions = () =>
  infiniteQueryOptions({
    // The answer is a page since decision 060: the key names the shape.
    queryKey: [...ticketsQueryKey, 'items'],
    queryFn: ({ pageParam }) => getTickets(pageParam),
    ...cursorPaging,
  });

/** The user's tickets with the team's replies, newest first, a page at a time: `fetchNextPage()` reads older ones. */
export const useTickets = () => useInfiniteQuery(getTicketsQueryOptions());
