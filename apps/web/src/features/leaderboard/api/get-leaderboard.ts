import { TIMERS, type leaderboardResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { answeredInPage } from '#web/lib/page-answers.ts';

/** Amounts in nano-FRE; `me.approximate`: beyond the first ranks, an estimate (shown with ≈). */
export type Leaderboard = z.infer<typeof leaderboardResponse>;

const PATH = '/api/leaderboard';

export const getLeaderboard = () => api.get(PATH);

export const leaderboardQueryKey = ['leaderboard'] as const;

/**
 * Refreshed every 60 s while the page is open, and each time it opens unless the ranking is a few
 * seconds old (the one the page arrived with: decision 031).
 */
export const getLeaderboardQueryOptions = () =>
  queryOptions({ queryKey: leaderboardQueryKey, queryFn: getLeaderboard, staleTime: 5_000, refetchInterval: TIMERS.sessionCheckMs, ...answeredInPage(PATH) });

/**
 * The top miners by total mined and the player's own rank.
 * @example const { data } = useLeaderboard(); data?.me.rank
 */
export const useLeaderboard = () => useQuery(getLeaderboardQueryOptions());
