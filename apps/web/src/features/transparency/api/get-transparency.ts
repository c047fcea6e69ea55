import { TRANSPARENCY } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const getTransparency = () => api.get('/api/transparency');

export const getTransparencyQueryOptions = () =>
  queryOptions({ queryKey: ['transparency'], queryFn: getTransparency, staleTime: TRANSPARENCY.cacheMs });

/**
 * The public figures, the rules in force and the changes announced (GET /api/transparency, read
 * by the server at most every TRANSPARENCY.cacheMs: no sooner here either).
 * @example const { data } = useTransparency(); data?.figures.minedTotal
 */
export const useTransparency = () => useQuery(getTransparencyQueryOptions());
