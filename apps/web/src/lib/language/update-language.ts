import type { Language } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';

/** Saves the interface language on the account (PATCH /api/me). */
export const updateLanguage = (language: Language) => api.patch('/api/me', { body: { language } });

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
