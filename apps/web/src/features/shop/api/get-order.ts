import type { orderStatusResponse } from '@fre/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { shopQueryKey } from './get-shop.ts';

export type OrderStatus = z.infer<typeof orderStatusResponse>;

/** How often an unpaid order is checked (the server reads the blockchain every 15 s). */
export const ORDER_POLL_MS = 5_000;

export const getOrder = (id: string) => api.get('/api/shop/orders/{id}', { path: { id } });

/** A Stars payment Telegram already took: the bot hears of it within a second or two. */
export const STARS_ORDER_POLL_MS = 1_500;

export const getOrderQueryOptions = (id: string, pollMs = ORDER_POLL_MS) =>
  queryOptions({
    queryKey: ['shop', 'orders', id],
    queryFn: () => getOrder(id),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : pollMs),
  });

/** Polls an order every `pollMs` until it is paid or expired; once paid, the catalogue and the user are re-read. */
export function useOrder(id: string, pollMs = ORDER_POLL_MS) {
  const queryClient = useQueryClient();
  const query = useQuery(getOrderQueryOptions(id, pollMs));
  const paid = query.data?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: shopQueryKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [paid, queryClient]);
  return query;
}
