import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { linkTelegram } from '#web/lib/telegram/link-telegram.ts';
import { contestQueryKey } from './get-contest.ts';

/** Links the Telegram account that opened the Mini App, then reads the contest again: its task is done. */
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
