import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getRounds = (cursor: string | null) =>
  api.get('/api/games/rounds', { query: { cursor: cursor ?? undefined } });

export const getRoundsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['games', 'rounds'],
    queryFn: ({ pageParam }) => getRounds(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * The player's rounds, newest first, with the seeds needed to verify them, a page at a time.
 * @example const rounds = useRounds(); rounds.data?.pages.flatMap((page) => page.items)
 */
export const useRounds = () => useInfiniteQuery(getRoundsQueryOptions());
