import type { z } from 'zod';
import type { bonusCodeUsagesResponse } from '@fre/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { bonusCodesQueryKey } from './get-bonus-codes.ts';

export type BonusCodeUsage = z.infer<typeof bonusCodeUsagesResponse>['usages'][number];

export const getBonusCodeUsages = (id: string) => api.get('/api/admin/bonus-codes/{id}/usages', { path: { id } });

/** Who used a code, and when. */
export const useBonusCodeUsages = (id: string) =>
  useQuery({ queryKey: [...bonusCodesQueryKey, id, 'usages'], queryFn: () => getBonusCodeUsages(id), staleTime: 0 });
