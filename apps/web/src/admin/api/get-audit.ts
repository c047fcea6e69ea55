import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export const auditQueryKey = [...adminDataKey, 'audit'] as const;

export interface AuditFilters {
  action?: string;
  actorId?: string;
  /** ISO datetimes; `to` is exclusive. */
  from?: string;
  to?: string;
}

export function getAudit(filters: AuditFilters, cursor: string | undefined) {
  // An empty filter field is no filter.
  return api.get('/api/admin/audit', { query: { action: filters.action || undefined, actorId: filters.actorId || undefined, from: filters.from || undefined, to: filters.to || undefined, cursor } });
}

export const getAuditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...auditQueryKey, filters],
    queryFn: ({ pageParam }) => getAudit(filters, pageParam),
    ...cursorPaging,
    staleTime: 0,
  });

/**
 * The append-only audit log, newest first, filtered on the server; `fetchNextPage()` loads older entries.
 * Every page also lists every distinct action, for the filter.
 */
export const useAudit = (filters: AuditFilters) => useInfiniteQuery(getAuditQueryOptions(filters));
