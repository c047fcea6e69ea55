import { TIMERS } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Amounts in nano-FRE. */
export interface Leaderboard {
  top: { rank: number; nickname: string; totalMined: string }[];
  /** approximate: beyond the first ranks, an estimate (shown with ≈). */
  me: { rank: number; approximate: boolean; totalMined: string };
}

export const getLeaderboard = () => api.get<Leaderboard>('/api/leaderboard');

export const leaderboardQueryKey = ['leaderboard'] as const;

/** Refreshed every 60 s while the page is open. */
export const getLeaderboardQueryOptions = () =>
  queryOptions({ queryKey: leaderboardQueryKey, queryFn: getLeaderboard, staleTime: 0, refetchInterval: TIMERS.sessionCheckMs });

/**
 * The top miners by total mined and the player's own rank.
 * @example const { data } = useLeaderboard(); data?.me.rank
 */
export const useLeaderboard = () => useQuery(getLeaderboardQueryOptions());
