import type { BonusType } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { answeredInPage } from '#web/lib/page-answers.ts';

export interface BonusHistoryEntry {
  id: string;
  code: string;
  type: BonusType;
  /** fre: nano-FRE; boost: nano-FRE per hour; time_reduction: milliseconds */
  value: string;
  duration: number | null;
  usedAt: string;
}

const PATH = '/api/bonus-codes/history';

export const getBonusHistory = () => api.get<{ entries: BonusHistoryEntry[] }>(PATH);

export const bonusHistoryQueryKey = ['bonus-codes', 'history'] as const;

export const getBonusHistoryQueryOptions = () => queryOptions({ queryKey: bonusHistoryQueryKey, queryFn: getBonusHistory, ...answeredInPage<{ entries: BonusHistoryEntry[] }>(PATH) });

/** The codes this player redeemed, newest first. */
export const useBonusHistory = () => useQuery(getBonusHistoryQueryOptions());
