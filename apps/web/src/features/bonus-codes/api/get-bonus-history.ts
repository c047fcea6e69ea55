import type { BonusType } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface BonusHistoryEntry {
  id: string;
  code: string;
  type: BonusType;
  /** fre: nano-FRE; boost: nano-FRE per hour; time_reduction: milliseconds */
  value: string;
  duration: number | null;
  usedAt: string;
}

export const getBonusHistory = () => api.get<{ entries: BonusHistoryEntry[] }>('/api/bonus-codes/history');

export const bonusHistoryQueryKey = ['bonus-codes', 'history'] as const;

export const getBonusHistoryQueryOptions = () => queryOptions({ queryKey: bonusHistoryQueryKey, queryFn: getBonusHistory });

/** The codes this player redeemed, newest first. */
export const useBonusHistory = () => useQuery(getBonusHistoryQueryOptions());
