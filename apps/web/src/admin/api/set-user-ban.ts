import type { z } from 'zod';
import type { banRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { AdminUserSummary } from '../types.ts';
import { auditQueryKey } from './get-audit.ts';
import { usersQueryKey } from './search-users.ts';

export type SetBanInput = { userId: string } & z.input<typeof banRequest>;

export const setUserBan = ({ userId, ...body }: SetBanInput) =>
  api.post<AdminUserSummary>(`/api/admin/users/${encodeURIComponent(userId)}/ban`, body);

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
