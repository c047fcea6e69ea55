import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { getAdminSessionsQueryOptions } from './get-admin-sessions.ts';
import { auditQueryKey } from './get-audit.ts';

export const revokeAdminSession = (id: string) => api.post('/api/admin/sessions/{id}/revoke', { path: { id } });

/** Signs that admin session out; logged in the audit log. */
export function useRevokeAdminSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAdminSession,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getAdminSessionsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
