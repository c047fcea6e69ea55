import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminStats } from '../types';
import { adminDataKey } from './admin-keys';

export const getStats = (days: number) => api.get<AdminStats>(`/api/admin/stats?days=${days}`);

export const getStatsQueryOptions = (days: number) =>
  queryOptions({ queryKey: [...adminDataKey, 'stats', days], queryFn: () => getStats(days), placeholderData: keepPreviousData });

/** Global mining statistics plus one point per day over the last `days` days (1..366). */
export const useStats = (days: number) => useQuery(getStatsQueryOptions(days));
