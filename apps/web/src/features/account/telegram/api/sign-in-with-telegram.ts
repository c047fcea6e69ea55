import type { User } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { keepSessionToken } from '#web/lib/auth/session-token.ts';
import { useBotChallenge } from '#web/lib/bot-challenge/use-bot-challenge.ts';

export interface TelegramSignIn {
  token: string;
  user: User;
  /** True when this sign-in made the account. */
  created: boolean;
}

/**
 * `initData` exactly as Telegram sent it (its hash covers every byte); `altcha` when the server
 * asks for the bot challenge (a new account); `otp` when the account has two-step sign-in.
 */
export const signInWithTelegram = (initData: string, altcha?: string, otp?: string) =>
  api.post<TelegramSignIn>('/api/auth/telegram', { initData, ...(altcha ? { altcha } : {}), ...(otp ? { otp } : {}) });

/**
 * Signs in with the data Telegram signed (decision 045). The session is the bearer token, kept for
 * the tab: Telegram Web frames the app on its own site, where the browser may drop our cookie. A
 * first visit makes the account, after the bot challenge the server then asks for.
 */
export function useTelegramSignIn(initData: string) {
  const queryClient = useQueryClient();
  const challenge = useBotChallenge();
  const mutation = useMutation({
    mutationFn: (otp?: string) => challenge.send((altcha) => signInWithTelegram(initData, altcha, otp), { upfront: false }),
    onSuccess: ({ token, user }) => {
      keepSessionToken(token);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
  return { mutation, challenge };
}
