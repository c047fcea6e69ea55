import type { z } from 'zod';
import type { bonusCodeListResponse, bonusCodeUsagesResponse, BonusType } from '@fre/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from '../../api/admin-keys.ts';
import { auditQueryKey } from '../../api/get-audit.ts';

export type AdminBonusCode = z.infer<typeof bonusCodeListResponse>['codes'][number];
export type BonusCodeUsage = z.infer<typeof bonusCodeUsagesResponse>['usages'][number];

const codesKey = [...adminDataKey, 'bonus-codes'] as const;

export const getBonusCodes = () => api.get<{ codes: AdminBonusCode[] }>('/api/admin/bonus-codes');
export const bonusCodesQueryOptions = () => queryOptions({ queryKey: codesKey, queryFn: getBonusCodes, staleTime: 0 });

/** Every bonus code with its reward, limits and use count. */
export const useBonusCodes = () => useQuery(bonusCodesQueryOptions());

/** Who used a code, and when. */
export const useBonusCodeUsages = (id: string) =>
  useQuery({
    queryKey: [...codesKey, id, 'usages'],
    queryFn: () => api.get<{ usages: BonusCodeUsage[] }>(`/api/admin/bonus-codes/${encodeURIComponent(id)}/usages`),
    staleTime: 0,
  });

export interface NewBonusCode {
  code: string;
  type: BonusType;
  /** FRE for fre, FRE/h for boost, hours for time_reduction (decimal string) */
  rewardValue: string;
  /** hours a boost lasts */
  duration?: number;
  maxUses: number;
  isActive: boolean;
}

export interface BonusCodeChanges {
  rewardValue?: string;
  duration?: number;
  maxUses?: number;
  isActive?: boolean;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: codesKey }), queryClient.invalidateQueries({ queryKey: auditQueryKey })]);
}

/** Creates a code (audited on the server). */
export function useCreateBonusCode() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (code: NewBonusCode) => api.post<AdminBonusCode>('/api/admin/bonus-codes', code), onSuccess: refresh });
}

/** Changes a code's reward, duration, limit or state (audited on the server). */
export function useUpdateBonusCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: BonusCodeChanges }) =>
      api.patch<AdminBonusCode>(`/api/admin/bonus-codes/${encodeURIComponent(id)}`, changes),
    onSuccess: refresh,
  });
}
