import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { AuditPage } from '../types.ts';
import { adminDataKey } from './admin-keys.ts';

export const auditQueryKey = [...adminDataKey, 'audit'] as const;

export interface AuditFilters {
  action?: string;
  actorId?: string;
  /** ISO datetimes; `to` is exclusive. */
  from?: string;
  to?: string;
}

export function getAudit(filters: AuditFilters, cursor: string | undefined) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api.get<AuditPage>(`/api/admin/audit${query ? `?${query}` : ''}`);
}

export const getAuditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...auditQueryKey, filters],
    queryFn: ({ pageParam }) => getAudit(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });

/**
 * The append-only audit log, newest first, filtered on the server; `fetchNextPage()` loads older entries.
 * Every page also lists every distinct action, for the filter.
 */
export const useAudit = (filters: AuditFilters) => useInfiniteQuery(getAuditQueryOptions(filters));
