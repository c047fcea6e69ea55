import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export const getPayouts = (cursor?: string) =>
  api.get('/api/transparency/payouts', { query: { cursor } });

export const getPayoutsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['transparency', 'payouts'],
    queryFn: ({ pageParam }) => getPayouts(pageParam),
    ...cursorPaging,
  });

/**
 * Every payout sent, newest first, a page at a time: amount, date and transaction, never who.
 * @example const payouts = usePayouts(); payouts.data?.pages.flatMap((page) => page.items)
 */
export const usePayouts = () => useInfiniteQuery(getPayoutsQueryOptions());
