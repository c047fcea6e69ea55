import type { withdrawalSchema, withdrawalsResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

export type Withdrawal = z.infer<typeof withdrawalSchema>;
export type WithdrawalsView = z.infer<typeof withdrawalsResponse>;

export const getWithdrawals = () => api.get<WithdrawalsView>('/api/withdrawals');

export const withdrawalsQueryKey = ['withdrawals'] as const;

export const getWithdrawalsQueryOptions = () => queryOptions({ queryKey: withdrawalsQueryKey, queryFn: getWithdrawals });

/**
 * The user's withdrawals (newest first), the minimum for their level (nano-FRE), the processing
 * promise in hours and, after a change of a credential (the wallet or a way in), when withdrawals
 * reopen and which change it was.
 * @example const { data } = useWithdrawals(); data?.minimum
 */
export const useWithdrawals = () => useQuery(getWithdrawalsQueryOptions());
