import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export const getAdminSessions = () => api.get('/api/admin/sessions');

export const getAdminSessionsQueryOptions = () =>
  queryOptions({ queryKey: [...adminDataKey, 'sessions'], queryFn: getAdminSessions, staleTime: 0 });

/** Signed-in sessions of every admin: who, from where, whether unlocked, and which one is this one. */
export const useAdminSessions = () => useQuery(getAdminSessionsQueryOptions());
