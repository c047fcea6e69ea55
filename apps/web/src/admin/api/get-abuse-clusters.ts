import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { AbuseStatusFilter } from '../types.ts';
import { adminDataKey } from './admin-keys.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

/** Root of the abuse back office's queries (list pages and cluster details). */
export const abuseQueryKey = [...adminDataKey, 'abuse'] as const;
export const abuseClustersQueryKey = [...abuseQueryKey, 'clusters'] as const;

/** One page of suspected clusters, highest score first. */
export function getAbuseClusters(status: AbuseStatusFilter, cursor: string | undefined) {
  return api.get('/api/admin/abuse/clusters', { query: { status, cursor } });
}

export const getAbuseClustersQueryOptions = (status: AbuseStatusFilter) =>
  infiniteQueryOptions({
    queryKey: [...abuseClustersQueryKey, status],
    queryFn: ({ pageParam }) => getAbuseClusters(status, pageParam),
    ...cursorPaging,
    staleTime: 0,
  });

/**
 * Clusters of accounts the detection job found suspicious, ranked by score, with cursor
 * pagination (`fetchNextPage()` loads the next page). Every page also says when the job last ran.
 * @example const clusters = useAbuseClusters('open'); clusters.data?.pages.flatMap((p) => p.items)
 */
export const useAbuseClusters = (status: AbuseStatusFilter) => useInfiniteQuery(getAbuseClustersQueryOptions(status));
