import { namespaceTexts } from '../support/locales.ts';
import { openFromBar, signOut } from '../support/navigation.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { readyPlayer } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

const web = namespaceTexts('web', 'fr');
const leaderboardTexts = namespaceTexts('leaderboard', 'fr');

// What the service worker does is this file's subject (the other journeys block it).
test.use({ serviceWorkers: 'allow' });

test('offline: the last dashboard from the device with its age, a page never opened says why, and back online everything loads', async ({ page, context }) => {
  test.setTimeout(120_000);
  await answeredCookies(context);
  await readyPlayer(page.request, { prefix: 'offline' });

  // Online: the dashboard, mining started. The service worker keeps the app, and the device the
  // dashboard's answers.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: web('mining.start') }).click();
  await expect(page.getByText(web('mining.phase.running'))).toBeVisible();
  // The worker caches the whole app before it takes over: a few seconds on a slow machine.
  await expect.poll(() => page.evaluate(async () => `${(await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'} ${navigator.serviceWorker.controller !== null}`), { timeout: 45_000 }).toBe('activated true');
  // Written once the answers have settled and the page is idle: a busy machine takes longer than a phone.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fre.offline-copy')?.includes('"mining"') ?? false), { timeout: 20_000 }).toBe(true);

  // The connection drops: a notice says so, with the age of what is on screen.
  const notice = page.getByRole('status').filter({ hasText: web('offline.title') });
  await expect(notice).toBeHidden();
  await context.setOffline(true);
  await expect(notice).toBeVisible();

  // A reload while offline: the dashboard as the device kept it, not the sign-in page.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(web('mining.phase.running'))).toBeVisible();
  await expect(notice).toContainText(/^Hors ligne · données d'il y a \d+\s(min|h)/);
  await snap(page, 'offline-dashboard', { fullPage: false });

  // A page never opened: it says it needs the connection, with a retry, instead of loading forever;
  // a retry while still offline fails at once.
  await openFromBar(page, 'leaderboard');
  const error = page.getByRole('alert').filter({ hasText: web('offline.pageHint') });
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: web('common.retry') }).click();
  await expect(error).toBeVisible();
  await snap(page, 'offline-page-never-opened', { fullPage: false });

  // Back online: the retry loads the page, and the notice goes.
  await context.setOffline(false);
  const retry = error.getByRole('button', { name: web('common.retry') });
  if (await retry.isVisible()) await retry.click();
  await expect(error).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: leaderboardTexts('title') })).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 15_000 });
  await snap(page, 'offline-back-online', { fullPage: false });

  // Without the device's copy (never kept, or forgotten), a reload offline says the session could
  // not be checked, and does not sign the player out; back online, the retry lets them in.
  // (Removed as the page starts: the page being left writes its copy once more as it goes.)
  await page.addInitScript(() => localStorage.removeItem('fre.offline-copy'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: web('offline.session.title') })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  await snap(page, 'offline-no-copy', { fullPage: false });
  await context.setOffline(false);
  const sessionRetry = page.getByRole('button', { name: web('common.retry') });
  if (await sessionRetry.isVisible()) await sessionRetry.click();
  await expect(page.getByRole('heading', { level: 1, name: leaderboardTexts('title') })).toBeVisible({ timeout: 15_000 });
});

test('signing out forgets the copy the device kept of the pages', async ({ page, context }) => {
  await answeredCookies(context);
  await readyPlayer(page.request, { prefix: 'offout' });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: web('mining.start') })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fre.offline-copy') !== null), { timeout: 20_000 }).toBe(true);
  await signOut(page);
  expect(await page.evaluate(() => localStorage.getItem('fre.offline-copy'))).toBeNull();
});
