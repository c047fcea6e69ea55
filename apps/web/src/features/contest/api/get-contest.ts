import type { ContestState } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export type ContestLevel = ContestState['levels'][number];

export const getContest = () => api.get('/api/contest');

export const contestQueryKey = ['contest'] as const;

export const getContestQueryOptions = () => queryOptions({ queryKey: contestQueryKey, queryFn: getContest, staleTime: 0 });

/**
 * The ten contest levels with their state for this player, and whether Telegram is linked.
 * @example const { data } = useContest(); data?.levels.find((l) => l.state === 'available')
 */
export const useContest = () => useQuery(getContestQueryOptions());
