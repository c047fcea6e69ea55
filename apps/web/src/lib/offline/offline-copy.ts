import type { User } from '@fre/domain';
import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { forgetOfflineCopy, OFFLINE_COPY_KEY } from './forget-offline-copy.ts';

/**
 * The signed-in player's last answers to the GETs of their pages, kept on this device so that a
 * page opened offline shows what it showed last, with its age (docs/decisions/042). Loaded after
 * the first paint (and at boot only when offline): it never weighs on the first load.
 */

/**
 * The session check's key (lib/auth/get-me.ts, `meQueryKey`; offline-copy.test.ts checks they are
 * one). Not imported: sharing get-me.ts with this lazy chunk split it out of the first load's
 * chunk, one more file before the page renders (bench/bundle.mjs).
 */
const ME: QueryKey = ['me'];
/** Bumped when the shape of a kept answer changes: an older copy is then dropped, not misread. */
const VERSION = 1;
/** An answer older than this is not shown offline: a balance of last month misleads more than it helps. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** How long after an answer the copy is written: one write for the burst of answers of a page. */
const WRITE_DELAY_MS = 1_000;

/**
 * The answers worth showing offline: the player's own pages and the app's public settings. Never a
 * security setting (two-step, passkeys, sessions), identity papers (KYC), support conversations,
 * the back office, an order's payment or a one-off link. `prefix`: every key that starts so.
 */
const KEPT: readonly { key: QueryKey; prefix?: true }[] = [
  { key: ME },
  { key: ['settings'] },
  { key: ['mining'] },
  { key: ['referrals', 'items'] },
  { key: ['contest'] },
  { key: ['leaderboard'] },
  { key: ['ledger'], prefix: true },
  { key: ['bonus-codes', 'history'] },
  { key: ['notifications'], prefix: true },
  { key: ['messages', 'items'] },
  { key: ['shop'] },
  { key: ['withdrawals'], prefix: true },
  { key: ['price'] },
  { key: ['client-config'] },
  { key: ['games', 'limits'] },
  { key: ['games', 'slot'] },
];

/** The app's configuration rather than the player's data: it does not date what a page shows. */
const NOT_DATING: readonly QueryKey[] = [['settings'], ['client-config']];

interface KeptAnswer {
  queryKey: QueryKey;
  data: unknown;
  dataUpdatedAt: number;
}

interface OfflineCopy {
  version: number;
  userId: string;
  answers: KeptAnswer[];
}

const sameKey = (a: QueryKey, b: QueryKey) => a.length === b.length && a.every((part, index) => part === b[index]);

/** Whether the answer to this query may be kept on the device. */
export function isKept(queryKey: QueryKey): boolean {
  return KEPT.some(({ key, prefix }) => (prefix ? key.every((part, index) => part === queryKey[index]) : sameKey(key, queryKey)));
}

function readCopy(): OfflineCopy | null {
  try {
    const copy = JSON.parse(localStorage.getItem(OFFLINE_COPY_KEY) ?? 'null') as OfflineCopy | null;
    return copy?.version === VERSION && typeof copy.userId === 'string' && Array.isArray(copy.answers) ? copy : null;
  } catch {
    return null;
  }
}

/**
 * Writes the kept answers of the cache, over those of the same player's earlier visits (the pages
 * they opened then and not now). A guest's device keeps nothing.
 */
export function saveOfflineCopy(queryClient: QueryClient, now = Date.now()): void {
  const user = queryClient.getQueryData<User | null>(ME);
  if (user === null) {
    forgetOfflineCopy();
    return;
  }
  if (!user) return;
  const previous = readCopy();
  const answers = new Map<string, KeptAnswer>();
  for (const answer of previous?.userId === user.id ? previous.answers : []) {
    if (now - answer.dataUpdatedAt < MAX_AGE_MS && isKept(answer.queryKey)) answers.set(hashKey(answer.queryKey), answer);
  }
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.data === undefined || !isKept(query.queryKey)) continue;
    answers.set(query.queryHash, { queryKey: query.queryKey, data: query.state.data, dataUpdatedAt: query.state.dataUpdatedAt });
  }
  const copy: OfflineCopy = { version: VERSION, userId: user.id, answers: [...answers.values()] };
  try {
    localStorage.setItem(OFFLINE_COPY_KEY, JSON.stringify(copy));
  } catch {
    // Storage full or blocked: this device shows nothing offline, as before.
  }
}

/**
 * Puts the kept answers in the cache, with the time each was answered (queries without an answer
 * only). Called when the app starts offline: its pages then show what they showed last.
 * @returns whether there was a copy to restore.
 */
export function restoreOfflineCopy(queryClient: QueryClient, now = Date.now()): boolean {
  const copy = readCopy();
  if (!copy) return false;
  for (const { queryKey, data, dataUpdatedAt } of copy.answers) {
    if (now - dataUpdatedAt >= MAX_AGE_MS || !isKept(queryKey) || queryClient.getQueryData(queryKey) !== undefined) continue;
    queryClient.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
  }
  return true;
}

let kept: (() => void) | null = null;

/**
 * Keeps the copy up to date from now on: written a moment after each new answer, and when the page
 * is hidden (the app closed or put in the background). Once per app.
 */
export function keepOfflineCopy(queryClient: QueryClient): void {
  if (kept) return;
  let timer: number | undefined;
  const write = () => {
    window.clearTimeout(timer);
    timer = undefined;
    saveOfflineCopy(queryClient);
  };
  const later = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(write, WRITE_DELAY_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isKept(event.query.queryKey)) later();
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) write();
  };
  document.addEventListener('visibilitychange', onHide);
  later();
  kept = () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
    window.clearTimeout(timer);
    kept = null;
  };
}

/** Stops keeping the copy (tests). */
export function stopKeepingOfflineCopy(): void {
  kept?.();
}

/**
 * When the oldest answer on screen was received: what the offline notice dates the page by. The
 * app's configuration does not count; null when the screen shows no answer.
 */
export function oldestAnswerOnScreen(queryClient: QueryClient): number | null {
  const shown = queryClient
    .getQueryCache()
    .getAll()
    .filter((query: Query) => query.getObserversCount() > 0 && query.state.data !== undefined && query.state.dataUpdatedAt > 0)
    .filter((query) => isKept(query.queryKey) && !NOT_DATING.some((key) => sameKey(key, query.queryKey)));
  return shown.length ? Math.min(...shown.map((query) => query.state.dataUpdatedAt)) : null;
}
