import type { User } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { contestQueryKey } from './get-contest.ts';

/** Links the Telegram account that opened the Mini App (its signed initData) to this player. */
export const linkTelegram = (initData: string) => api.post<{ user: User }>('/api/telegram/link', { initData });

export function useLinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkTelegram,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(meQueryKey, user);
      return queryClient.invalidateQueries({ queryKey: contestQueryKey });
    },
  });
}
