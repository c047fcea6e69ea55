/**
 * The app on a wide screen (1280×800, a laptop): the bar is a rail on the left, the dashboard uses
 * two columns, the More sheet shows every page without scrolling, and the tab's title follows the
 * page to the end (sign-out).
 */
import { namespaceTexts } from '../support/locales.ts';
import { signOut } from '../support/navigation.ts';
import { answeredCookies, closeUnreadMessages, skipTutorial } from '../support/quiet-overlays.ts';
import { readyPlayer } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

const web = namespaceTexts('web', 'fr');

test.use({ viewport: { width: 1280, height: 800 } });

test('on a wide screen: a side rail, a two-column dashboard, a More sheet with every page in view', async ({ page }) => {
  await answeredCookies(page);
  await readyPlayer(page.request, { prefix: 'desk' });
  await skipTutorial(page);
  await closeUnreadMessages(page);
  await page.goto('/dashboard');

  const bar = page.getByRole('navigation', { name: web('nav.label') });
  const start = page.getByRole('button', { name: web('mining.start') });
  const balance = page.getByRole('region', { name: web('mining.balance.title') });
  await expect(start).toBeVisible();
  await expect(balance).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${web('nav.mining')} · FRE Mining$`));

  // The rail: down the left of the page, taller than wide, not along the bottom.
  const rail = (await bar.boundingBox())!;
  expect(rail.height).toBeGreaterThan(rail.width * 3);
  const main = (await page.getByRole('main').boundingBox())!;
  expect(rail.x + rail.width).toBeLessThanOrEqual(main.x);
  // Two columns: the start button and the balance side by side, both above the fold.
  const startBox = (await start.boundingBox())!;
  const balanceBox = (await balance.boundingBox())!;
  expect(balanceBox.x).toBeGreaterThanOrEqual(startBox.x + startBox.width);
  await expect(balance).toBeInViewport();
  await snap(page, 'desktop-1-dashboard', { fullPage: false });

  // Every page of the sheet in view at once, the last group's last page included.
  await bar.getByRole('button', { name: web('nav.more') }).click();
  const sheet = page.getByRole('dialog', { name: web('nav.moreTitle') });
  for (const id of ['shop', 'wallet', 'security', 'support']) await expect(sheet.getByRole('link', { name: web(`nav.pages.${id}`) })).toBeInViewport({ ratio: 1 });
  expect(await sheet.evaluate((panel) => panel.scrollHeight <= panel.clientHeight)).toBe(true);
  await snap(page, 'desktop-2-more-sheet', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // A tap in the rail, then the way out: the title follows.
  await bar.getByRole('link', { name: web('nav.leaderboard') }).click();
  await expect(page).toHaveTitle(new RegExp(` · FRE Mining$`));
  await snap(page, 'desktop-3-leaderboard', { fullPage: false });
  await signOut(page);
});
