import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export const getStats = (days: number) => api.get('/api/admin/stats', { query: { days } });

export const getStatsQueryOptions = (days: number) =>
  queryOptions({ queryKey: [...adminDataKey, 'stats', days], queryFn: () => getStats(days), placeholderData: keepPreviousData });

/** Global mining statistics plus one point per day over the last `days` days (1..366). */
export const useStats = (days: number) => useQuery(getStatsQueryOptions(days));
