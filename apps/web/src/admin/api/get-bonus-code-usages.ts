import type { z } from 'zod';
import type { bonusCodeUsagesResponse } from '@fre/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { bonusCodesQueryKey } from './get-bonus-codes.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export type BonusCodeUsagesPage = z.infer<typeof bonusCodeUsagesResponse>;
export type BonusCodeUsage = BonusCodeUsagesPage['items'][number];

export const getBonusCodeUsages = (id: string, cursor: string | undefined) => api.get('/api/admin/bonus-codes/{id}/usages', { path: { id }, query: { cursor } });

/** Who used a code, and when, the latest first, a page at a time. */
export const useBonusCodeUsages = (id: string) =>
  useInfiniteQuery({
    queryKey: [...bonusCodesQueryKey, id, 'usages', 'items'],
    queryFn: ({ pageParam }) => getBonusCodeUsages(id, pageParam),
    ...cursorPaging,
    staleTime: 0,
  });
