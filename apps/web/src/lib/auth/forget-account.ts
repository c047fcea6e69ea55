import type { QueryClient } from '@tanstack/react-query';
import { rememberAccountLanguage } from '#web/lib/language-storage.ts';
import { meQueryKey } from './get-me.ts';
import { markSignedOut } from './logout-intent.ts';
import { keepSessionToken } from './session-token.ts';

const isMe = (key: readonly unknown[]) => key.length === meQueryKey.length && key[0] === meQueryKey[0];

/**
 * The account has gone from this device (signed out, or deleted): every cached answer of it goes,
 * its devices and passkeys (`['me', …]`) included, and its language, so that whoever signs in next
 * on this phone sees none of them; `me` becomes null and the guard shows the landing page.
 */
export function forgetAccount(queryClient: QueryClient): void {
  markSignedOut();
  keepSessionToken(null);
  rememberAccountLanguage(null);
  queryClient.removeQueries({ predicate: (query) => !isMe(query.queryKey) });
  queryClient.setQueryData(meQueryKey, null);
}
