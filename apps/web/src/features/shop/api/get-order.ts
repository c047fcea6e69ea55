import type { orderStatusResponse } from '@fre/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/get-me';
import { shopQueryKey } from './get-shop';

export type OrderStatus = z.infer<typeof orderStatusResponse>;

/** How often an unpaid order is checked (the server reads the blockchain every 15 s). */
export const ORDER_POLL_MS = 5_000;

export const getOrder = (id: string) => api.get<OrderStatus>(`/api/shop/orders/${encodeURIComponent(id)}`);

export const getOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['shop', 'orders', id],
    queryFn: () => getOrder(id),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : ORDER_POLL_MS),
  });

/** Polls an order every 5 s until it is paid or expired; once paid, the catalogue and the user are re-read. */
export function useOrder(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(getOrderQueryOptions(id));
  const paid = query.data?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: shopQueryKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [paid, queryClient]);
  return query;
}
