import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiBody } from '#web/lib/api/api-types.ts';
import { auditQueryKey } from './get-audit.ts';
import { usersQueryKey } from './search-users.ts';

export type SetBanInput = { userId: string } & ApiBody<'/api/admin/users/{id}/ban', 'post'>;

export const setUserBan = ({ userId, ...body }: SetBanInput) =>
  api.post('/api/admin/users/{id}/ban', { path: { id: userId }, body });

/** Bans (signs the user out everywhere) or lifts the ban, with a reason kept in the audit log. */
export function useSetUserBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserBan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
