import type { Language, User } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';

export interface ProfileChanges {
  nickname?: string;
  /** 5-32 letters, digits or underscores, with or without @; null removes it. */
  telegramUsername?: string | null;
  language?: Language;
  tutorialCompleted?: boolean;
  tutorialSkipped?: boolean;
}

export const updateProfile = (changes: ProfileChanges) => api.patch<{ user: User }>('/api/me', changes);

/** Saves profile changes (PATCH /api/me) and keeps the cached user in step. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
