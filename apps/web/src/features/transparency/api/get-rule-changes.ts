import type { Page, RuleChange } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getRuleChanges = (cursor: string | null) =>
  api.get<Page<RuleChange>>(cursor ? `/api/transparency/changes?cursor=${encodeURIComponent(cursor)}` : '/api/transparency/changes');

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
