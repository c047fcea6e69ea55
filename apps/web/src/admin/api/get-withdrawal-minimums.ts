import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiResponse } from '#web/lib/api/api-types.ts';
import { adminWithdrawalsQueryKey } from './get-admin-withdrawals.ts';

/** 11 nano-FRE strings, by level 0..10. */
export type WithdrawalMinimums = ApiResponse<'/api/admin/withdrawal-minimums'>;

export const withdrawalMinimumsQueryKey = [...adminWithdrawalsQueryKey, 'minimums'] as const;

export const getWithdrawalMinimums = () => api.get('/api/admin/withdrawal-minimums');

export const getWithdrawalMinimumsQueryOptions = () => queryOptions({ queryKey: withdrawalMinimumsQueryKey, queryFn: getWithdrawalMinimums });

/** The withdrawal minimum of each level (decision 068), as the server applies it. */
export const useWithdrawalMinimums = () => useQuery(getWithdrawalMinimumsQueryOptions());
