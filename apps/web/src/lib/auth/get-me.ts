import type { User } from '@fre/domain';
import { ACCOUNT, TIMERS } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { isApiError } from '../api-error.ts';
import { forgetOfflineCopy } from '../offline/forget-offline-copy.ts';
import { sessionToken } from './session-token.ts';

/**
 * Whether the server set its readable "signed in" cookie beside the session cookie (which scripts
 * cannot read), or a webview's bearer token: without either the visitor is a guest and /api/me
 * would only answer 401.
 */
export function hasSession(): boolean {
  return sessionToken() !== null || document.cookie.split('; ').includes(`${ACCOUNT.signedInCookie}=1`);
}

/** The signed-in user, or null for a guest (no session cookie, or 401). */
export async function getMe(): Promise<User | null> {
  if (!hasSession()) return null;
  try {
    const { user } = await api.get('/api/me');
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      // The session ended: this device keeps no copy of the player's pages any more (docs/decisions/042).
      forgetOfflineCopy();
      return null;
    }
    throw error;
  }
}

export const meQueryKey = ['me'] as const;

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    // While an address waits for its link to be opened, reload the user every 10 s so the
    // banner (or Security's email card) changes without a page reload. An account made in Telegram
    // without an address has nothing to wait for (decision 045).
    refetchInterval: (query) => (query.state.data && query.state.data.email !== null && !query.state.data.emailVerified ? TIMERS.verificationPollMs : false),
  });

/**
 * The signed-in user.
 * @returns the react-query result; `data` is the user, `null` for a guest, undefined while loading.
 * @example const { data: user } = useUser();
 */
export const useUser = () => useQuery(getMeQueryOptions());
