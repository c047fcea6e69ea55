import type { z } from 'zod';
import type { bonusCodeListResponse } from '@fre/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';
import { auditQueryKey } from './get-audit.ts';

export type AdminBonusCode = z.infer<typeof bonusCodeListResponse>['codes'][number];

export const bonusCodesQueryKey = [...adminDataKey, 'bonus-codes'] as const;

export const getBonusCodes = () => api.get('/api/admin/bonus-codes');
export const bonusCodesQueryOptions = () => queryOptions({ queryKey: bonusCodesQueryKey, queryFn: getBonusCodes, staleTime: 0 });

/** Every bonus code with its reward, limits and use count. */
export const useBonusCodes = () => useQuery(bonusCodesQueryOptions());

/** After a code is created or changed: the codes and the audit log (the server audits both). */
export function useRefreshBonusCodes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: bonusCodesQueryKey }), queryClient.invalidateQueries({ queryKey: auditQueryKey })]);
}
