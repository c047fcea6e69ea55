import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionsQueryKey } from '#web/features/account/security/api/get-sessions.ts';
import { contestQueryKey } from '#web/features/contest/api/get-contest.ts';
import { kycQueryKey } from '#web/features/kyc/api/get-kyc.ts';
import { leaderboardQueryKey } from '#web/features/leaderboard/api/get-leaderboard.ts';
import { miningQueryKey } from '#web/features/mining/api/get-mining.ts';
import { passkeysQueryKey } from '#web/features/account/passkeys/api/get-passkeys.ts';
import { ledgerQueryKey } from '#web/lib/ledger/get-ledger.ts';
import { messagesQueryKey } from '#web/features/messages/api/get-messages.ts';
import { referralsQueryKey } from '#web/features/referrals/api/get-referrals.ts';
import { shopQueryKey } from '#web/features/shop/api/get-shop.ts';
import { ticketsQueryKey } from '#web/features/support/api/get-tickets.ts';
import { twoStepQueryKey } from '#web/features/account/two-step/api/get-two-step-status.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { publicSettingsQueryKey } from '#web/lib/settings/get-public-settings.ts';
import { OFFLINE_COPY_KEY } from '#web/lib/offline/forget-offline-copy.ts';
import { isKept, oldestAnswerOnScreen, restoreOfflineCopy, saveOfflineCopy } from '#web/lib/offline/offline-copy.ts';

const alice = { id: 'u1', nickname: 'alice' };
const bob = { id: 'u2', nickname: 'bob' };
const MINUTE = 60_000;

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
const stored = () => JSON.parse(localStorage.getItem(OFFLINE_COPY_KEY) ?? 'null') as { userId: string; answers: { queryKey: unknown[]; data: unknown; dataUpdatedAt: number }[] } | null;

afterEach(() => localStorage.clear());

describe('which answers are kept', () => {
  it("keeps the player's pages and the public settings", () => {
    for (const key of [meQueryKey, publicSettingsQueryKey, miningQueryKey, referralsQueryKey, messagesQueryKey, contestQueryKey, leaderboardQueryKey, ledgerQueryKey, shopQueryKey]) expect(isKept(key), JSON.stringify(key)).toBe(true);
  });

  it('never keeps security settings, identity papers, support conversations, orders or the back office', () => {
    for (const key of [sessionsQueryKey, passkeysQueryKey, twoStepQueryKey, kycQueryKey, ticketsQueryKey, ['shop', 'orders', 'o1'], ['admin', 'users'], ['verify-email', 'token']]) {
      expect(isKept(key), JSON.stringify(key)).toBe(false);
    }
  });
});

describe('the offline copy', () => {
  it('is written for the signed-in player and restored with the time of each answer', () => {
    const online = newClient();
    const answeredAt = Date.now() - 5 * MINUTE;
    online.setQueryData(meQueryKey, alice, { updatedAt: answeredAt });
    online.setQueryData(miningQueryKey, { session: null }, { updatedAt: answeredAt });
    online.setQueryData(twoStepQueryKey, { enabled: true });
    saveOfflineCopy(online);
    expect(stored()?.userId).toBe('u1');
    expect(stored()?.answers.map((answer) => answer.queryKey)).toEqual([meQueryKey, miningQueryKey]);

    const offline = newClient();
    expect(restoreOfflineCopy(offline)).toBe(true);
    expect(offline.getQueryData(meQueryKey)).toEqual(alice);
    expect(offline.getQueryState(miningQueryKey)?.dataUpdatedAt).toBe(answeredAt);
    expect(offline.getQueryData(twoStepQueryKey)).toBeUndefined();
  });

  it("keeps the pages of the player's earlier visits, and drops them for another player", () => {
    const first = newClient();
    first.setQueryData(meQueryKey, alice);
    first.setQueryData(leaderboardQueryKey, { entries: [] });
    saveOfflineCopy(first);

    const later = newClient();
    later.setQueryData(meQueryKey, alice);
    later.setQueryData(miningQueryKey, { session: null });
    saveOfflineCopy(later);
    expect(stored()?.answers.map((answer) => answer.queryKey[0]).sort()).toEqual(['leaderboard', 'me', 'mining']);

    const other = newClient();
    other.setQueryData(meQueryKey, bob);
    saveOfflineCopy(other);
    expect(stored()).toEqual({ version: 1, userId: 'u2', answers: [expect.objectContaining({ queryKey: meQueryKey, data: bob })] });
  });

  it('is forgotten once the visitor is a guest', () => {
    const client = newClient();
    client.setQueryData(meQueryKey, alice);
    saveOfflineCopy(client);
    client.setQueryData(meQueryKey, null);
    saveOfflineCopy(client);
    expect(stored()).toBeNull();
    expect(restoreOfflineCopy(newClient())).toBe(false);
  });

  it('shows no answer older than a week, and restores nothing over a newer answer', () => {
    const now = Date.now();
    const client = newClient();
    client.setQueryData(meQueryKey, alice, { updatedAt: now - 8 * 24 * 60 * MINUTE });
    client.setQueryData(miningQueryKey, { session: 'old' }, { updatedAt: now - MINUTE });
    saveOfflineCopy(client, now);

    const restored = newClient();
    restored.setQueryData(miningQueryKey, { session: 'new' });
    restoreOfflineCopy(restored, now);
    expect(restored.getQueryData(meQueryKey)).toBeUndefined();
    expect(restored.getQueryData(miningQueryKey)).toEqual({ session: 'new' });
  });

  it('dates the screen by its oldest answer, the app settings aside', () => {
    const client = newClient();
    const now = Date.now();
    client.setQueryData(meQueryKey, alice, { updatedAt: now - 2 * MINUTE });
    client.setQueryData(miningQueryKey, { session: null }, { updatedAt: now - 5 * MINUTE });
    client.setQueryData(publicSettingsQueryKey, { maintenance: false }, { updatedAt: now - 60 * MINUTE });
    client.setQueryData(leaderboardQueryKey, { entries: [] }, { updatedAt: now - 90 * MINUTE });
    expect(oldestAnswerOnScreen(client)).toBeNull();
    // Only what a mounted component reads is on screen: not the leaderboard.
    const observers = [meQueryKey, miningQueryKey, publicSettingsQueryKey].map((queryKey) => new QueryObserver(client, { queryKey, staleTime: Infinity }));
    const unsubscribe = observers.map((observer) => observer.subscribe(() => undefined));
    expect(oldestAnswerOnScreen(client)).toBe(now - 5 * MINUTE);
    for (const stop of unsubscribe) stop();
  });
});
