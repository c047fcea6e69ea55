import type { bonusHistoryResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { answeredInPage } from '#web/lib/page-answers.ts';

/** value: nano-FRE (fre), nano-FRE per hour (boost) or milliseconds (time_reduction). */
export type BonusHistoryEntry = z.infer<typeof bonusHistoryResponse>['entries'][number];

const PATH = '/api/bonus-codes/history';

export const getBonusHistory = () => api.get(PATH);

export const bonusHistoryQueryKey = ['bonus-codes', 'history'] as const;

export const getBonusHistoryQueryOptions = () => queryOptions({ queryKey: bonusHistoryQueryKey, queryFn: getBonusHistory, ...answeredInPage(PATH) });

/** The codes this player redeemed, newest first. */
export const useBonusHistory = () => useQuery(getBonusHistoryQueryOptions());
