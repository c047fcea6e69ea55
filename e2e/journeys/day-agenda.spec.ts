/**
 * The dashboard as the day's hub (issue "the app a newcomer finds", item 3): under the ring, what
 * waits for the player, each a tap away, and nothing at all when nothing waits; the bar's Jeux
 * entry carries a badge while a spin waits. French, 390×844.
 */
import { DAY_MS, LEVEL_COUNT, NANO_PER_FRE, TIMERS, WITHDRAWAL_MINIMUM_FRE_BY_LEVEL } from '@fre/domain';
import type { Page } from '@playwright/test';
import { runSql } from '../support/database.ts';
import { namespaceTexts } from '../support/locales.ts';
import { openFromBar } from '../support/navigation.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { readyPlayer } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { serverNowSeconds } from '../support/test-clock.ts';
import { expect, test } from '../support/test.ts';

const web = namespaceTexts('web', 'fr');
const tradingTexts = namespaceTexts('trading', 'fr');
const games = namespaceTexts('games', 'fr');

test.use({ viewport: { width: 390, height: 844 } });

/** A verified French player signed in on the page's browser, tutorial skipped, messages read. */
async function player(page: Page) {
  await answeredCookies(page);
  // The trading promotion opens a few seconds after a load: closed whenever it shows.
  const promo = page.getByRole('dialog', { name: tradingTexts('promo.title'), exact: true });
  await page.addLocatorHandler(promo, () => promo.getByRole('button', { name: tradingTexts('promo.later') }).click(), { noWaitAfter: true });
  return (await readyPlayer(page.request, { prefix: 'agenda' })).id;
}

/** Two frames drawn from now: what the page has rendered is on screen, its layout shifts measured. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** The layout shifts of the load so far, those the observer has not handed over yet (a task later) included. */
async function layoutShiftSoFar(page: Page): Promise<number> {
  await twoFrames(page);
  return page.evaluate(() => {
    const w = window as unknown as { layoutShift: number; layoutShifts: PerformanceObserver };
    for (const entry of w.layoutShifts.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
    return w.layoutShift;
  });
}

/**
 * Waits, when called, for the answers to every request for the agenda the page made since this was
 * set up (none when the page brought the agenda in), and for them to be drawn.
 */
function agendaAnswered(page: Page): () => Promise<void> {
  const answers: Promise<unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me/agenda') answers.push(request.response());
  });
  return async () => {
    await Promise.all(answers);
    await twoFrames(page);
  };
}

const hub = (page: Page) => page.getByRole('region', { name: web('agenda.title') });
const gamesEntry = (page: Page) => page.getByRole('navigation', { name: web('nav.label') }).getByRole('link', { name: web('nav.games') });

test('the hub lists what waits today, each a tap away, and the bar and the sheet mark where', async ({ page }) => {
  const id = await player(page);
  // The withdrawal minimum credited through the ledger, as the back office credits it: only KYC is missing to withdraw.
  const credited = await runSql(
    `WITH player AS (UPDATE users SET balance_nano = balance_nano + $2 WHERE id = $1 RETURNING balance_nano)
     INSERT INTO ledger (user_id, kind, amount_nano, balance_after_nano, ref, created_at)
     SELECT $1, 'admin_adjustment', $2, balance_nano, $3, now() FROM player`,
    [id, (BigInt(WITHDRAWAL_MINIMUM_FRE_BY_LEVEL[0]!) * NANO_PER_FRE).toString(), `e2e-agenda-${id}`],
  );
  expect(credited).toBe(1);
  // Every layout shift of the load: the agenda comes with the page (its answer is in it), it pushes nothing down.
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number; layoutShifts: PerformanceObserver };
    w.layoutShift = 0;
    w.layoutShifts = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
    });
    w.layoutShifts.observe({ type: 'layout-shift', buffered: true });
  });
  // A phone's network: an agenda asked after the first frame would come in well after the cards under it.
  await page.route('**/api/me/agenda', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('timer')).toBeVisible();

  // A new player: today's free spin, the contest's first level, and the KYC their balance now needs.
  const agenda = hub(page);
  await expect(agenda).toBeVisible();
  await expect(agenda.getByRole('link', { name: new RegExp(`^${web('agenda.items.kycNeeded.title')}`) })).toBeVisible();
  const freeSpin = agenda.getByRole('link', { name: new RegExp(`^${web('agenda.items.freeSpin.title')}`) });
  await expect(freeSpin).toBeVisible();
  await expect(agenda.getByRole('link', { name: new RegExp(`^${web('agenda.items.contest.title', { next: 1, max: LEVEL_COUNT })}`) })).toBeVisible();
  // Under the ring, before the balance.
  const balance = page.getByRole('region', { name: web('mining.balance.title') });
  await expect(balance).toBeVisible();
  expect((await agenda.boundingBox())!.y).toBeLessThan((await balance.boundingBox())!.y);

  // The bar says a spin waits, to the eye and in words; the entry keeps its name.
  await expect(gamesEntry(page)).toHaveAccessibleDescription(/Machine\sà\ssous\s:\s\d+\stours?\sdisponibles?/);
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
  await snap(page, 'agenda-01-hub-waiting');
  await snap(page, 'agenda-01-hub-waiting-viewport', { fullPage: false });

  // Plus says one of its pages waits; in the sheet, the KYC page does.
  const more = page.getByRole('navigation', { name: web('nav.label') }).getByRole('button', { name: web('nav.more') });
  await expect(more).toHaveAccessibleDescription(/1\srubrique vous attend/);
  await more.click();
  const sheet = page.getByRole('dialog', { name: web('nav.moreTitle') });
  await expect(sheet.getByRole('link', { name: web('nav.pages.kyc') })).toHaveAccessibleDescription(web('nav.badges.kycNeeded'));
  await snap(page, 'agenda-04-sheet-badges', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // At 320 px with text at 200 % (WCAG 1.4.10): the rows wrap, the long balance fits.
  await page.setViewportSize({ width: 320, height: 640 });
  const bigText = await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await snap(page, 'agenda-05-hub-320-text-200');
  await bigText.evaluate((style) => (style as HTMLStyleElement).remove());
  await page.setViewportSize({ width: 390, height: 844 });

  // One tap to the slot; the spin taken, the line and the badge are gone.
  await freeSpin.click();
  await expect(page).toHaveURL(/\/game\/slot$/);
  const spun = page.waitForResponse((response) => response.url().endsWith('/api/games/slot/play'));
  await page.getByRole('button', { name: games('slot.spinFree') }).click();
  expect((await spun).ok()).toBe(true);
  await openFromBar(page, 'mining');
  await expect(agenda.getByRole('link', { name: new RegExp(`^${web('agenda.items.freeSpin.title')}`) })).toHaveCount(0);
  await expect(gamesEntry(page)).toHaveAccessibleDescription('');
});

test('nothing waits: no hub at all, no badge; a start is confirmed and shows on the ring at once', async ({ page }) => {
  const id = await player(page);
  // Today's spin taken, the contest done, a friend invited, a boost running for days, this device's notifications on.
  expect((await page.request.post('/api/games/slot/play')).ok()).toBe(true);
  const now = (await serverNowSeconds(page.request)) * 1000;
  // The count a friend's sign-up keeps (a trigger on users), as the contest's level: set as they would leave it.
  expect(await runSql('UPDATE users SET level = $2, referral_count = 1 WHERE id = $1', [id, LEVEL_COUNT])).toBe(1);
  await runSql("INSERT INTO user_boosts (user_id, rate_nano, source, applied_at, expires_at) VALUES ($1, 1000000, 'e2e', $2, $3)", [id, new Date(now), new Date(now + 10 * DAY_MS)]);
  const subscribed = await page.request.post('/api/push/subscriptions', {
    data: { endpoint: `https://push.example.test/agenda/${id}`, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } },
  });
  expect(subscribed.ok()).toBe(true);

  // The page's timers run on Playwright's clock: the countdown below is moved a second at a time.
  await page.clock.install();
  const agendaKnown = agendaAnswered(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('region', { name: web('mining.balance.title') })).toBeVisible();
  await expect(gamesEntry(page)).toBeVisible();
  // The agenda is known, on the server and on the page (the bar asks it too): still nothing.
  await expect.poll(async () => (await page.request.get('/api/me/agenda')).json()).toMatchObject({ freeSpin: null, contest: null, invite: null, boost: null, pushOff: false });
  await agendaKnown();
  await expect(hub(page)).toHaveCount(0);
  await expect(gamesEntry(page)).toHaveAccessibleDescription('');
  await snap(page, 'agenda-02-hub-nothing-waits');

  // The start's answer, then the re-sync with the server that follows it.
  const resynced = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/mining' && response.request().method() === 'GET');
  await page.getByRole('button', { name: web('mining.start') }).click();
  await expect(page.getByText(web('mining.started.title'))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: web('mining.announce.started') })).toHaveCount(1);
  await snap(page, 'agenda-03-started', { fullPage: false });
  await resynced;
  // The countdown moves every second (the earnings every 2 s): readings a second of the page's clock
  // apart differ, but for one at most (a re-sync may set the clock back by under a second); every 2 s,
  // half would not.
  const timer = page.getByRole('timer');
  const readings = [await timer.textContent()];
  for (let i = 0; i < 5; i++) {
    await page.clock.runFor(TIMERS.countdownTickMs);
    readings.push(await timer.textContent());
  }
  const moves = readings.slice(1).filter((reading, i) => reading !== readings[i]).length;
  expect(moves, readings.join(' → ')).toBeGreaterThanOrEqual(4);
});

test("the notifications line opens Profile on the switch itself, not at the page's top", async ({ page }) => {
  await player(page);
  await page.goto('/dashboard');
  const line = hub(page).getByRole('link', { name: new RegExp(`^${web('agenda.items.push.title')}`) });
  await expect(line).toBeVisible();
  await line.click();
  await expect(page).toHaveURL(/\/profile#push-settings$/);
  // The switch's row has the focus (the switch itself may still be finding out this device's state).
  const toggle = page.getByRole('switch', { name: namespaceTexts('push', 'fr')('label') });
  await expect.poll(() => toggle.evaluate((element) => document.activeElement !== element.ownerDocument.body && document.activeElement!.contains(element))).toBe(true);
  await expect(toggle).toBeInViewport();
  await snap(page, 'agenda-06-push-switch', { fullPage: false });
});
