import type { Page, Response } from '@playwright/test';

/**
 * The page's own timers on Playwright's clock (`page.clock.install()` before the page loads; time
 * flows as usual between moves): a delay the app waits before it opens something by itself is
 * moved past instead of waited for.
 */

/**
 * Moves the page's clock past `ms` twice: a timer set as a part of the page mounted is due within
 * the second move even when the part mounted during the first (its effects run on the page's clock
 * too). Call it once the part's data has arrived: what it would open after `ms` has then opened,
 * and what has not, will not.
 */
export async function passPageTimers(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.clock.runFor(ms);
}

/**
 * The page's next answer for its messages (GET /api/messages): the overlays that pop over the
 * signed-in pages (the global message, the tutorial, the unread reminder) mount with it.
 */
export function overlaysData(page: Page): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/messages' && response.request().method() === 'GET');
}

/**
 * Loads the page by `load` (its first visit, a reload), then, once the overlays have their data,
 * moves its clock past `ms`: the tutorial (due `ms` after they mount) has opened by then, or never will.
 */
export async function loadPastOverlayDelay(page: Page, load: () => Promise<unknown>, ms: number): Promise<void> {
  const data = overlaysData(page);
  await load();
  await data;
  await passPageTimers(page, ms);
}
