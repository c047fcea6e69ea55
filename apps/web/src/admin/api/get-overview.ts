import { TIMERS } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export const getOverview = () => api.get('/api/admin/overview');

export const getOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [...adminDataKey, 'overview'],
    queryFn: getOverview,
    staleTime: 0,
    // Admins poll the pending queues every 60 s (paused while the tab is hidden).
    refetchInterval: TIMERS.adminPollMs,
  });

/**
 * Headline figures of the back office, refreshed every minute.
 * @example const { data } = useOverview(); data?.generatedAt // "as of" time
 */
export const useOverview = () => useQuery(getOverviewQueryOptions());
