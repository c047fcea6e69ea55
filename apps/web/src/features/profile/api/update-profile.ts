import type { z } from 'zod';
import type { updateMeRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';

/** `telegramUsername`: null removes it. */
export type ProfileChanges = z.input<typeof updateMeRequest>;

export const updateProfile = (changes: ProfileChanges) => api.patch('/api/me', { body: changes });

/** Saves profile changes (PATCH /api/me) and keeps the cached user in step. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
