import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export const getRounds = (cursor?: string) =>
  api.get('/api/games/rounds', { query: { cursor } });

export const getRoundsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['games', 'rounds'],
    queryFn: ({ pageParam }) => getRounds(pageParam),
    ...cursorPaging,
  });

/**
 * The player's rounds, newest first, with the seeds needed to verify them, a page at a time.
 * @example const rounds = useRounds(); rounds.data?.pages.flatMap((page) => page.items)
 */
export const useRounds = () => useInfiniteQuery(getRoundsQueryOptions());
