import type { z } from 'zod';
import type { bonusCodeListResponse } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';
import { auditQueryKey } from './get-audit.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export type BonusCodesPage = z.infer<typeof bonusCodeListResponse>;
export type AdminBonusCode = BonusCodesPage['items'][number];

export const bonusCodesQueryKey = [...adminDataKey, 'bonus-codes'] as const;

export const getBonusCodes = (cursor: string | undefined) => api.get('/api/admin/bonus-codes', { query: { cursor } });
export const bonusCodesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...bonusCodesQueryKey, 'items'],
    queryFn: ({ pageParam }) => getBonusCodes(pageParam),
    ...cursorPaging,
    staleTime: 0,
  });

/** The bonus codes with their reward, limits and use count, newest first, a page at a time. */
export const useBonusCodes = () => useInfiniteQuery(bonusCodesQueryOptions());

/** After a code is created or changed: the codes and the audit log (the server audits both). */
export function useRefreshBonusCodes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: bonusCodesQueryKey }), queryClient.invalidateQueries({ queryKey: auditQueryKey })]);
}
