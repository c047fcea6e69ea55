import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { UserSearchPage } from '../types.ts';
import { adminDataKey } from './admin-keys.ts';

export const usersQueryKey = [...adminDataKey, 'users'] as const;

/** One page of accounts, newest first; `q` is an email or nickname prefix, or a referral code. */
export function searchUsers(q: string, cursor: string | undefined) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api.get<UserSearchPage>(`/api/admin/users${query ? `?${query}` : ''}`);
}

export const searchUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...usersQueryKey, 'search', q],
    queryFn: ({ pageParam }) => searchUsers(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/**
 * Server-side search with cursor pagination: `fetchNextPage()` loads the next page ("load more").
 * @example const users = useSearchUsers('alice'); users.data?.pages.flatMap((p) => p.items)
 */
export const useSearchUsers = (q: string) => useInfiniteQuery(searchUsersQueryOptions(q));
