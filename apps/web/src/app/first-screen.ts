import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '@fre/domain';
import type { QueryClient } from '@tanstack/react-query';
import { getMiningQueryOptions, miningQueryKey, miningSnapshot } from '#web/features/mining/api/get-mining.ts';
import { getMeQueryOptions, hasSession, meQueryKey } from '#web/lib/auth/get-me.ts';
import { keepPageAnswers } from '#web/lib/page-answers.ts';
import { getPublicSettingsQueryOptions, publicSettingsQueryKey } from '#web/lib/settings/get-public-settings.ts';
import { paths } from '#web/config/paths.ts';

/** The data the server embedded in a signed-in page (decision 027), or null on any other page. */
export function readFirstScreen(): FirstScreen | null {
  const block = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as FirstScreen;
  } catch {
    return null;
  }
}

/**
 * Puts the embedded answers where the queries of the first screen look for them, so that it shows
 * without asking the API. The mining clock offset is taken from the page's own request: the server
 * read its clock while answering it.
 */
export function seedFirstScreen(queryClient: QueryClient, first: FirstScreen): void {
  queryClient.setQueryData(meQueryKey, first.user);
  queryClient.setQueryData(publicSettingsQueryKey, first.settings);
  // The page's other GETs: their queries take these answers when the page first renders them.
  keepPageAnswers(first.reads);
  if (!first.mining) return;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const sentAt = performance.timeOrigin + (navigation?.requestStart ?? 0);
  const receivedAt = performance.timeOrigin + (navigation?.responseStart ?? 0);
  queryClient.setQueryData(miningQueryKey, miningSnapshot(first.mining, sentAt, receivedAt));
}

/**
 * Without embedded data (the service worker answered the page from its cache, or the page is not a
 * signed-in one): the first screen's requests all start now, side by side, instead of each waiting
 * for the component that reads it to render.
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string): void {
  // Without the session cookie the answer is known: a guest page (/login) renders at once.
  if (!hasSession()) {
    queryClient.setQueryData(meQueryKey, null);
    return;
  }
  void queryClient.prefetchQuery(getMeQueryOptions());
  void queryClient.prefetchQuery(getPublicSettingsQueryOptions());
  if (pathname.replace(/(.)\/$/, '$1') === paths.dashboard.path) void queryClient.prefetchQuery(getMiningQueryOptions());
}
