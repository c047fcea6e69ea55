import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const sessionsQueryKey = ['me', 'sessions'] as const;

export const getSessions = () => api.get('/api/me/sessions');

/** The account's signed-in devices (GET /api/me/sessions), newest first. */
export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: getSessions, select: (data) => data.sessions });
}
