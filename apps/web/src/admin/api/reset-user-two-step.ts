import type { z } from 'zod';
import type { resetTwoStepRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from './get-audit.ts';
import { usersQueryKey } from './search-users.ts';

export type ResetTwoStepInput = { userId: string } & z.input<typeof resetTwoStepRequest>;

export const resetUserTwoStep = ({ userId, ...body }: ResetTwoStepInput) =>
  api.post('/api/admin/users/{id}/two-step/reset', { path: { id: userId }, body });

/** Support's reset of a player's two-step sign-in (decision 024): the player is signed out and emailed. */
export function useResetUserTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserTwoStep,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
