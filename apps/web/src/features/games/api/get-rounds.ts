import type { GameRound } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getRounds = () => api.get<{ rounds: GameRound[] }>('/api/games/rounds');

export const getRoundsQueryOptions = () => queryOptions({ queryKey: ['games', 'rounds'], queryFn: getRounds });

/** The player's latest rounds, newest first, with the seeds needed to verify them. */
export const useRounds = () => useQuery(getRoundsQueryOptions());
