import type { Page, Request } from '@playwright/test';
import { pattern, texts } from '../support/locales.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { openSignIn, signOut } from '../support/navigation.ts';
import { PASSWORD, readyPlayer } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 18: a signed-in page arrives with its first screen's data (decision 027), so the dashboard
 * shows its numbers without asking the API; and one phone used by two players in turn never shows
 * the second anything of the first (the page is never stored, the service worker keeps no data).
 */

const fr = texts('fr');

/** The API requests the page makes from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

// What the service worker does is this file's subject (the other journeys block it).
test.use({ serviceWorkers: 'allow' });

test('the dashboard arrives with its numbers, and a second player on the same phone sees nothing of the first', async ({ page, baseURL, playwright }) => {
  test.setTimeout(120_000);
  const elsewhere = await playwright.request.newContext({ baseURL });
  const second = await readyPlayer(elsewhere, { prefix: 'second' });
  await elsewhere.dispose();
  const first = await readyPlayer(page.request, { prefix: 'premier' });
  expect((await page.request.post('/api/mining/start')).status()).toBe(201);
  await answeredCookies(page);

  // What is checked first is the page the server sends: no service worker may answer it yet (once
  // installed it serves every navigation from its cached shell, which carries no data, and when it
  // takes over is a matter of timing). It is let in for the second player, below.
  await page.route('**/sw.js', (route) => route.abort());
  // The first screen needs no API call: the player, the settings and the mining state are in the page.
  const calls = apiCalls(page);
  // The player's first page.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: fr.web('mining.title') })).toBeVisible();
  await expect(page.getByText(fr.web('mining.phase.running'))).toBeVisible();
  await expect(page.getByText(pattern(fr.web('mining.hello')))).toContainText(first.nickname);
  const beforeFirstScreen = [...calls];
  expect(beforeFirstScreen.filter((call) => call === '/api/me' || call === '/api/settings')).toEqual([]);
  await snap(page, 'first-screen-01-dashboard');

  // The group page arrives with the player's group too (decision 031): no loading state, no call for it.
  calls.length = 0;
  // Opened by its address on purpose: what is checked is the page the server sends for it.
  await page.goto('/group');
  await expect(page.getByRole('heading', { level: 1, name: fr.text('referrals:title') })).toBeVisible();
  await expect(page.getByRole('status', { name: fr.web('common.loading') })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(calls).not.toContain('/api/referrals');
  await snap(page, 'first-screen-02-group');

  // The page itself is never kept: not by the browser's cache, not by a shared one.
  const html = await page.request.get('/dashboard');
  expect(html.headers()['cache-control']).toBe('private, no-store');
  expect(await html.text()).toContain(first.nickname);

  // Sign out from the profile (the avatar, then a confirmation), then the second player signs in on the same phone.
  await signOut(page);
  await openSignIn(page);
  await page.getByLabel(fr.web('auth.fields.email')).fill(second.email);
  await page.getByLabel(fr.web('auth.fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: fr.web('auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(pattern(fr.web('mining.hello')))).toContainText(second.nickname);
  await expect(page.getByRole('button', { name: fr.web('mining.start') })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(first.nickname);
  // Served again by the service worker, now let in and in control: the second player's page still.
  await page.unroute('**/sw.js');
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.reload();
  await expect(page.getByText(pattern(fr.web('mining.hello')))).toContainText(second.nickname);
  await expect(page.locator('body')).not.toContainText(first.nickname);
  expect(await (await page.request.get('/dashboard')).text()).not.toContain(first.nickname);
  await snap(page, 'first-screen-02-second-player');
});
