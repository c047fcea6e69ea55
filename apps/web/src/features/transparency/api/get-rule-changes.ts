import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getRuleChanges = (cursor: string | null) =>
  api.get('/api/transparency/changes', { query: { cursor: cursor ?? undefined } });

export const getRuleChangesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['transparency', 'changes'],
    queryFn: ({ pageParam }) => getRuleChanges(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * The dated changelog of the rules, newest effective date first (the announced changes lead), a
 * page at a time.
 * @example const changes = useRuleChanges(); changes.data?.pages.flatMap((page) => page.items)
 */
export const useRuleChanges = () => useInfiniteQuery(getRuleChangesQueryOptions());
