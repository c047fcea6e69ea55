import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export const getAdminSettings = () => api.get('/api/admin/settings');

export const getAdminSettingsQueryOptions = () =>
  queryOptions({ queryKey: [...adminDataKey, 'settings'], queryFn: getAdminSettings, staleTime: 0 });

/** Feature flags (games, shop, referrals) and the maintenance mode, as saved on the server. */
export const useAdminSettings = () => useQuery(getAdminSettingsQueryOptions());
