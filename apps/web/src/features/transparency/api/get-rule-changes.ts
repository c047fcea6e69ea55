import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export const getRuleChanges = (cursor?: string) =>
  api.get('/api/transparency/changes', { query: { cursor } });

export const getRuleChangesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['transparency', 'changes'],
    queryFn: ({ pageParam }) => getRuleChanges(pageParam),
    ...cursorPaging,
  });

/**
 * The dated changelog of the rules, newest effective date first (the announced changes lead), a
 * page at a time.
 * @example const changes = useRuleChanges(); changes.data?.pages.flatMap((page) => page.items)
 */
export const useRuleChanges = () => useInfiniteQuery(getRuleChangesQueryOptions());
