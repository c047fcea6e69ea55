import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { abuseQueryKey } from './get-abuse-clusters.ts';

export const getAbuseCluster = (id: string) => api.get('/api/admin/abuse/clusters/{id}', { path: { id } });

export const getAbuseClusterQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...abuseQueryKey, 'detail', id], queryFn: () => getAbuseCluster(id), staleTime: 0 });

/** One cluster with its members, the signals they share and the operators' decisions on it. */
export const useAbuseCluster = (id: string) => useQuery(getAbuseClusterQueryOptions(id));
