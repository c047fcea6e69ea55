import type { priceResponse } from '@fre/domain';
import { PRICE } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { isApiError } from '#web/lib/api-error.ts';

export type Price = z.infer<typeof priceResponse>;

/** The FRE price, or null while none is known (503 price_unavailable): never an invented price. */
export async function getPrice(): Promise<Price | null> {
  try {
    return await api.get('/api/price');
  } catch (error) {
    if (isApiError(error) && error.code === 'price_unavailable') return null;
    throw error;
  }
}

export const priceQueryKey = ['price'] as const;

/** Refreshed at the server's sampling pace (PRICE.cacheMs). */
export const getPriceQueryOptions = () =>
  queryOptions({ queryKey: priceQueryKey, queryFn: getPrice, staleTime: PRICE.cacheMs, refetchInterval: PRICE.cacheMs });

export const usePrice = () => useQuery(getPriceQueryOptions());
