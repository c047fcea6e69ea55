import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiResponse } from '#web/lib/api/api-types.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { keepSessionToken } from '#web/lib/auth/session-token.ts';
import { useBotChallenge } from '#web/lib/bot-challenge/use-bot-challenge.ts';
import { forgetOfflineCopy } from '#web/lib/offline/forget-offline-copy.ts';

/** `created`: this sign-in made the account. */
export type TelegramSignIn = ApiResponse<'/api/auth/telegram', 'post'>;

/**
 * `otp` when the account has two-step sign-in; `switchAccount` once the person chose Telegram's
 * account over the other account this browser is signed in to (the server asked: session_conflict).
 */
export interface TelegramSignInChoice {
  otp?: string | undefined;
  switchAccount?: boolean | undefined;
}

/**
 * `initData` exactly as Telegram sent it (its hash covers every byte); `altcha` when the server
 * asks for the bot challenge (a new account).
 */
export const signInWithTelegram = (initData: string, altcha?: string, { otp, switchAccount }: TelegramSignInChoice = {}) =>
  api.post('/api/auth/telegram', { body: { initData, ...(altcha ? { altcha } : {}), ...(otp ? { otp } : {}), ...(switchAccount ? { switchAccount } : {}) } });

/**
 * Signs in with the data Telegram signed (decision 045). The session is the bearer token, kept for
 * the tab: Telegram Web frames the app on its own site, where the browser may drop our cookie. A
 * first visit makes the account, after the bot challenge the server then asks for.
 */
export function useTelegramSignIn(initData: string) {
  const queryClient = useQueryClient();
  const challenge = useBotChallenge();
  const mutation = useMutation({
    mutationFn: (choice: TelegramSignInChoice = {}) => challenge.send((altcha) => signInWithTelegram(initData, altcha, choice), { upfront: false }),
    onSuccess: ({ token, user }, choice) => {
      if (choice?.switchAccount) {
        // The other account's session ended (the server revoked it): nothing of it stays on this device.
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] || query.queryKey.length > 1 });
        forgetOfflineCopy();
      }
      keepSessionToken(token);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
  return { mutation, challenge };
}
