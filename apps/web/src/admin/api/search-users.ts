import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export const usersQueryKey = [...adminDataKey, 'users'] as const;

/** One page of accounts, newest first; `q` is an email or nickname prefix, or a referral code. */
export function searchUsers(q: string, cursor: string | undefined) {
  return api.get('/api/admin/users', { query: { q: q || undefined, cursor } });
}

export const searchUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...usersQueryKey, 'search', q],
    queryFn: ({ pageParam }) => searchUsers(q, pageParam),
    ...cursorPaging,
  });

/**
 * Server-side search with cursor pagination: `fetchNextPage()` loads the next page ("load more").
 * @example const users = useSearchUsers('alice'); users.data?.pages.flatMap((p) => p.items)
 */
export const useSearchUsers = (q: string) => useInfiniteQuery(searchUsersQueryOptions(q));
