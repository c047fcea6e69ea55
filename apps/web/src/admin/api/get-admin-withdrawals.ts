import { TIMERS, type adminWithdrawalItem } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export type AdminWithdrawal = z.infer<typeof adminWithdrawalItem>;

export const adminWithdrawalsQueryKey = [...adminDataKey, 'withdrawals'] as const;

export const getAdminWithdrawals = () => api.get('/api/admin/withdrawals');

export const getAdminWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminWithdrawalsQueryKey, 'queue'],
    queryFn: getAdminWithdrawals,
    refetchInterval: TIMERS.adminPollMs,
  });

/**
 * The open withdrawals (requested, approved, being paid, or whose payout failed on chain) with their
 * approvals, polled every 60 s.
 * @example const queue = useAdminWithdrawals(); queue.data?.items
 */
export const useAdminWithdrawals = () => useQuery(getAdminWithdrawalsQueryOptions());
