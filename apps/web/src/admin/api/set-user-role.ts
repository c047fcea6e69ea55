import type { z } from 'zod';
import type { roleRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from './get-audit.ts';
import { usersQueryKey } from './search-users.ts';

export type SetRoleInput = { userId: string } & z.input<typeof roleRequest>;

export const setUserRole = ({ userId, role }: SetRoleInput) =>
  api.post('/api/admin/users/{id}/role', { path: { id: userId }, body: { role } });

/** Promotes to admin or demotes (which also drops that admin's access code); never one's own account. */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
