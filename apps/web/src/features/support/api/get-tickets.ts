import type { z } from 'zod';
import type { supportTicketSchema } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const getTickets = () => api.get('/api/support/tickets');

export const ticketsQueryKey = ['support', 'tickets'] as const;

export const getTicketsQueryOptions = () => queryOptions({ queryKey: ticketsQueryKey, queryFn: getTickets });

/** The user's tickets with the team's replies, newest first. */
export const useTickets = () => useQuery(getTicketsQueryOptions());
