import type { APIRequestContext, Page, Request } from '@playwright/test';
import { solvedChallenge } from '../../apps/server/test/solved-challenge.ts';
import { pattern, texts } from '../support/locales.ts';
import { linkFromOutbox } from '../support/outbox.ts';
import { answeredCookies, readMessages } from '../support/quiet-overlays.ts';
import { openSignIn, signOut } from '../support/navigation.ts';
import { snap } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 18: a signed-in page arrives with its first screen's data (decision 027), so the dashboard
 * shows its numbers without asking the API; and one phone used by two players in turn never shows
 * the second anything of the first (the page is never stored, the service worker keeps no data).
 */

const fr = texts('fr');
const password = 'Str0ng!pass';

async function signUp(api: APIRequestContext, baseURL: string, account: { email: string; nickname: string }) {
  const registered = await api.post('/api/auth/register', { data: { ...account, password, confirmPassword: password, language: 'fr', altcha: await solvedChallenge(baseURL) } });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(await linkFromOutbox(account.email, 'verify-email'), 'http://x').searchParams.get('token');
  expect((await api.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
  expect((await api.patch('/api/me', { data: { tutorialSkipped: true } })).ok()).toBe(true);
  // Messages other journeys published would open over this journey's dialogs: read them first.
  await readMessages(api);
}

/** The API requests the page makes from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

test('the dashboard arrives with its numbers, and a second player on the same phone sees nothing of the first', async ({ page, baseURL, playwright }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const first = { email: `premier.${stamp}@example.test`, nickname: `premier${stamp % 100000}` };
  const second = { email: `second.${stamp}@example.test`, nickname: `second${stamp % 100000}` };
  const elsewhere = await playwright.request.newContext({ baseURL });
  await signUp(elsewhere, baseURL!, second);
  await elsewhere.dispose();
  await signUp(page.request, baseURL!, first);
  expect((await page.request.post('/api/mining/start')).status()).toBe(201);
  await answeredCookies(page);

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
  await page.getByLabel(fr.web('auth.fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: fr.web('auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(pattern(fr.web('mining.hello')))).toContainText(second.nickname);
  await expect(page.getByRole('button', { name: fr.web('mining.start') })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(first.nickname);
  // Served again, by the service worker if it took control: the second player's page still.
  await page.reload();
  await expect(page.getByText(pattern(fr.web('mining.hello')))).toContainText(second.nickname);
  await expect(page.locator('body')).not.toContainText(first.nickname);
  expect(await (await page.request.get('/dashboard')).text()).not.toContain(first.nickname);
  await snap(page, 'first-screen-02-second-player');
});
