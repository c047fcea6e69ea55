import { onlineManager } from '@tanstack/react-query';

/** How long the app waits before asking again whether a server that did not answer is back. */
export const PROBE_MS = 5_000;
/** A cheap answer from the server itself (the service worker never answers /api). */
const PROBE_URL = '/api/health';

let probe: number | undefined;

/**
 * A request got no answer at all. The browser may still call itself online (a Wi-Fi without the
 * internet, a phone between two networks, a page reloaded offline): the app goes offline as when
 * the browser says so, and asks the server again every few seconds until it answers
 * (docs/decisions/042).
 */
export function reportUnreachable(): void {
  onlineManager.setOnline(false);
  if (probe === undefined) probe = window.setTimeout(askAgain, PROBE_MS);
}

/** Any answer from the server, even an error: it is in reach. */
export function reportReachable(): void {
  window.clearTimeout(probe);
  probe = undefined;
  onlineManager.setOnline(true);
}

/**
 * The player taps a retry: the server is asked at once, rather than at the next probe. Not while the
 * browser itself has no network (its "online" event will say when it is back).
 */
export function retryConnection(): void {
  if (navigator.onLine) reportReachable();
}

async function askAgain(): Promise<void> {
  probe = undefined;
  // Back already (the browser's "online" event, another answer), or the browser has no network: its event will tell.
  if (onlineManager.isOnline() || !navigator.onLine) return;
  try {
    await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    reportReachable();
  } catch {
    if (!onlineManager.isOnline() && probe === undefined) probe = window.setTimeout(askAgain, PROBE_MS);
  }
}
