import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getPayouts = (cursor: string | null) =>
  api.get('/api/transparency/payouts', { query: { cursor: cursor ?? undefined } });

export const getPayoutsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['transparency', 'payouts'],
    queryFn: ({ pageParam }) => getPayouts(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * Every payout sent, newest first, a page at a time: amount, date and transaction, never who.
 * @example const payouts = usePayouts(); payouts.data?.pages.flatMap((page) => page.items)
 */
export const usePayouts = () => useInfiniteQuery(getPayoutsQueryOptions());
