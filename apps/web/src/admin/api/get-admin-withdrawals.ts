import { TIMERS, type adminWithdrawalsResponse } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export type AdminWithdrawalsPage = z.infer<typeof adminWithdrawalsResponse>;
export type AdminWithdrawal = AdminWithdrawalsPage['items'][number];

export const adminWithdrawalsQueryKey = [...adminDataKey, 'withdrawals'] as const;

export const getAdminWithdrawals = (cursor: string | undefined) => api.get('/api/admin/withdrawals', { query: { cursor } });

export const getAdminWithdrawalsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminWithdrawalsQueryKey, 'queue', 'items'],
    queryFn: ({ pageParam }) => getAdminWithdrawals(pageParam),
    ...cursorPaging,
    refetchInterval: TIMERS.adminPollMs,
  });

/**
 * The open withdrawals (requested, approved, being paid, or whose payout failed on chain), oldest
 * first, with their approvals, a page at a time, polled every 60 s; every page counts those past
 * their promise (`overdue`).
 * @example const queue = useAdminWithdrawals(); queue.data?.pages.flatMap((page) => page.items)
 */
export const useAdminWithdrawals = () => useInfiniteQuery(getAdminWithdrawalsQueryOptions());
