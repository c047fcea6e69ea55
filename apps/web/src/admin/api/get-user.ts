import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { usersQueryKey } from './search-users.ts';

export const getUser = (id: string) => api.get('/api/admin/users/{id}', { path: { id } });

export const getUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...usersQueryKey, 'detail', id], queryFn: () => getUser(id), staleTime: 0 });

/** One account with its recent ledger, mining sessions and referrals. */
export const useAdminUser = (id: string) => useQuery(getUserQueryOptions(id));
