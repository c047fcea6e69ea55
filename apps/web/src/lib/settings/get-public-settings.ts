import { TIMERS, type publicSettingsResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api-client.ts';

/** GET /api/settings: the feature flags and the maintenance mode every visitor may read. */
export type PublicSettings = z.infer<typeof publicSettingsResponse>;

export const getPublicSettings = () => api.get('/api/settings');

export const publicSettingsQueryKey = ['settings'] as const;

export const getPublicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: publicSettingsQueryKey,
    queryFn: getPublicSettings,
    staleTime: 60_000,
    // During maintenance the screen checks every minute, so players get back in by themselves.
    refetchInterval: (query) => (query.state.data?.maintenance ? TIMERS.sessionCheckMs : false),
  });

/**
 * Feature flags and maintenance mode, cached for 60 s.
 * @returns the react-query result; while loading or on error `data` is undefined: callers then
 * keep every feature on and no maintenance screen (the API refuses what is really switched off).
 * @example const referralsOn = usePublicSettings().data?.features.referrals !== false;
 */
export const usePublicSettings = () => useQuery(getPublicSettingsQueryOptions());
