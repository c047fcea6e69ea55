import { PAGE, type withdrawalsResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

export type WithdrawalsView = z.infer<typeof withdrawalsResponse>;
/** A withdrawal with its timeline and, while it waits for a review, its place in the queue (decision 062). */
export type Withdrawal = WithdrawalsView['items'][number];

/** The page shows the newest PAGE.maxLimit, one page (a player makes few: each waits for its minimum). */
export const getWithdrawals = () => api.get('/api/withdrawals', { query: { limit: PAGE.maxLimit } });

/** The page's shape ({items}, decision 060) is in the key: what an older version kept offline is not read as this. */
export const withdrawalsQueryKey = ['withdrawals', 'items'] as const;

export const getWithdrawalsQueryOptions = () => queryOptions({ queryKey: withdrawalsQueryKey, queryFn: getWithdrawals });

/**
 * The user's withdrawals (newest first), the minimum for their level (nano-FRE), the processing
 * promise in hours and, after a change of a credential (the wallet or a way in), when withdrawals
 * reopen and which change it was.
 * @example const { data } = useWithdrawals(); data?.minimum
 */
export const useWithdrawals = () => useQuery(getWithdrawalsQueryOptions());
