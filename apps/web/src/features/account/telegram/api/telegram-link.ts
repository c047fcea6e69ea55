import type { User } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { linkTelegram } from '#web/lib/telegram/link-telegram.ts';

/**
 * DELETE /api/telegram/link: the Telegram account no longer signs in to this one. Refused
 * (telegram_only_sign_in) while it is the only way in: the account needs an address and a password
 * or a passkey first.
 */
export const unlinkTelegram = () => api.delete('/api/telegram/link');

/** POST /api/telegram/link/keep: a link paused by a password reset signs in again. */
export const keepTelegram = () => api.post('/api/telegram/link/keep');

/** Each answers the user, which every screen then shows (`user.telegram`); each asks the person first (a re-authenticated session). */
function useTelegramLinkChange<T>(change: (input: T) => Promise<{ user: User }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}

/** Links the Telegram account that opened the Mini App (the launch's `initData`). */
export const useLinkTelegram = () => useTelegramLinkChange(linkTelegram);
export const useUnlinkTelegram = () => useTelegramLinkChange(unlinkTelegram);
export const useKeepTelegram = () => useTelegramLinkChange(keepTelegram);
