import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { MINING } from '@fre/domain';
import { signInitData } from '../../apps/server/src/modules/telegram-api/init-data.ts';
import { E2E_SETTINGS, STAND_INS_URL } from '../playwright.config.ts';
import { pattern, texts } from '../support/locales.ts';
import { openFromBar, openFromMore, openProfile } from '../support/navigation.ts';
import { confirmItsYou } from '../support/reauthentication.ts';
import { linkFromOutbox } from '../support/outbox.ts';
import { PASSWORD, readyOperator } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { recordTelegramBridge } from '../support/telegram.ts';
import { serverNowSeconds } from '../support/test-clock.ts';
import { hoursInMs, nano } from '../support/nano.ts';

const fr = texts('fr');
const zh = texts('zh');
const TELEGRAM_USER_ID = 777_000_111;

/** Texts of other features' overlays (trading promotion, tutorial) in the languages this journey uses. */
const localeDir = path.resolve(import.meta.dirname, '..', '..', 'packages', 'i18n', 'locales');
const readLocale = (language: string, namespace: string) => {
  const file = path.join(localeDir, language, `${namespace}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>) : {};
};
const overlays = ['fr', 'zh'].map((language) => ({
  promo: readLocale(language, 'trading').promo as { title: string; later: string } | undefined,
  skip: readLocale(language, 'tutorial').skip as string | undefined,
}));

/**
 * The cookie choice is already made, outside pages are not fetched, and the overlays of other
 * features (the tutorial; the trading promotion, where a trading page is configured: the journeys'
 * server has none) are closed whenever they get in the way.
 */
async function prepare(page: Page) {
  await page.context().route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
  await page.context().addInitScript(() => window.localStorage.setItem('fre.consent', JSON.stringify({ necessary: true, advertising: false })));
  for (const { promo, skip } of overlays) {
    if (promo) {
      const dialog = page.getByRole('dialog', { name: promo.title, exact: true });
      await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: promo.later }).click(), { noWaitAfter: true });
    }
    if (skip) {
      const tutorial = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: skip, exact: true }) });
      await page.addLocatorHandler(tutorial, () => tutorial.getByRole('button', { name: skip, exact: true }).click(), { noWaitAfter: true });
    }
  }
}

/** Signs up on the sign-up form on screen, verifies by the emailed link and goes on to the dashboard. */
async function signUp(page: Page, account: { email: string; nickname: string }) {
  await page.getByLabel(fr.web('auth.fields.nickname')).fill(account.nickname);
  await page.getByLabel(fr.web('auth.fields.email')).fill(account.email);
  await page.getByLabel(fr.web('auth.fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(fr.web('auth.fields.confirmPassword')).fill(PASSWORD);
  await page.getByRole('button', { name: fr.web('auth.register.submit') }).click();
  await expect(page.getByText(fr.web('auth.registered.title'))).toBeVisible();
  // The link of the verification email, opened from the mailbox: outside the app.
  await page.goto(await linkFromOutbox(account.email, 'verify-email'));
  await expect(page.getByText(fr.web('auth.verify.success'))).toBeVisible();
  await page.getByRole('link', { name: fr.web('auth.verify.toDashboard') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function startMining(page: Page) {
  await openFromBar(page, 'mining');
  await page.getByRole('button', { name: fr.web('mining.start') }).click();
  await expect(page.getByText(fr.web('mining.phase.running'))).toBeVisible();
  // The confirmation drops over the top bar for 10 s: the player closes it to go on from the bar.
  await page.getByRole('button', { name: fr.web('nav.close'), exact: true }).click();
  await expect(page.getByText(fr.web('mining.started.title'))).toBeHidden();
}

/** A second phone: a fresh browser context with the project's settings. */
async function newPhone(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, locale: 'fr-FR', isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await prepare(page);
  return { context, page };
}

/** Full-page screenshot from the top, once the page's data has loaded. */
async function shot(page: Page, name: string) {
  await expect(page.getByRole('status', { name: /Chargement|加载中/ })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

test('referrals, bonus codes, contest level 1 with Telegram, leaderboard and profile', async ({ browser, page, context, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const a = { email: `alice.${stamp}@example.test`, nickname: `alice${stamp % 100000}` };
  const b = { email: `bob.${stamp}@example.test`, nickname: `bob${stamp % 100000}` };
  const codes = { fre: `FRE${stamp % 100000}`, boost: `BOOST${stamp % 100000}`, time: `TIME${stamp % 100000}` };

  // An operator creates one bonus code of each type through the admin API.
  await readyOperator(request, { prefix: 'ops', accessCode: 'Growth-gate-2025' });
  for (const body of [
    { code: codes.fre, type: 'fre', rewardValue: nano('5'), maxUses: 10, isActive: true },
    { code: codes.boost, type: 'boost', rewardValue: nano('0.5'), duration: 24, maxUses: 10, isActive: true },
    { code: codes.time, type: 'time_reduction', rewardValue: hoursInMs(2), maxUses: 10, isActive: true },
  ]) {
    const created = await request.post('/api/admin/bonus-codes', { data: body });
    expect(created.status(), await created.text()).toBe(201);
  }

  // A signs up and copies the invitation link from /group.
  await prepare(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A's first page: the sign-up form.
  await page.goto('/register');
  await signUp(page, a);
  // The tutorial (another feature) greets new accounts: A has seen it, so the pages are pictured alone.
  expect((await page.request.patch('/api/me', { data: { tutorialSkipped: true } })).ok()).toBe(true);
  await openFromBar(page, 'group');
  await expect(page.getByRole('heading', { level: 1, name: fr.text('referrals:title') })).toBeVisible();
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  await page.getByRole('button', { name: fr.text('referrals:invite.copyLink') }).click();
  await expect(page.getByRole('button', { name: fr.web('common.copied') })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/register\\?ref=${code}$`));
  await expect(page.getByText(fr.text('referrals:list.empty'))).toBeVisible();

  // B opens A's link on another phone: the code is prefilled; B verifies and starts mining.
  const phoneB = await newPhone(browser);
  // B's first page: the invitation link A sent, received outside the app.
  await phoneB.page.goto(new URL(link).pathname + new URL(link).search);
  await expect(phoneB.page.getByLabel(fr.web('auth.fields.referralCode'))).toHaveValue(code);
  await signUp(phoneB.page, b);
  await startMining(phoneB.page);
  await phoneB.context.close();

  // A sees B active in the group (the page A has open, refreshed), and the referral bonus on the dashboard.
  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: b.nickname });
  await expect(row.getByText(fr.text('referrals:list.active'), { exact: true })).toBeVisible();
  await expect(page.getByText(fr.text('referrals:bonus.countedValue').replace('{{count}}', '1').replace('{{cap}}', String(MINING.maxCountedReferrals)))).toBeVisible();
  await expect(page.getByText(fr.text('referrals:join.title'))).toBeVisible();
  await shot(page, 'growth-group-fr');

  await startMining(page);
  const referralBonus = new Intl.NumberFormat('fr', { minimumFractionDigits: 7 }).format(Number(MINING.referralBonusNano) / 1e9);
  const rateCard = page.getByRole('region', { name: fr.web('mining.rate.title') });
  await expect(rateCard.getByText(fr.web('mining.rate.referrals')).locator('xpath=..').locator('xpath=..')).toContainText(referralBonus);

  // A redeems each kind of bonus code on the profile page (the time cut needs the running session).
  await openProfile(page);
  const bonusCard = page.getByRole('region', { name: fr.text('bonus-codes:title') });
  const redeem = async (value: string, message: string) => {
    await bonusCard.getByRole('textbox', { name: fr.text('bonus-codes:label') }).fill(value);
    await bonusCard.getByRole('button', { name: fr.text('bonus-codes:submit') }).click();
    // The card's other status is the bot check's live region, empty unless a challenge is solved.
    await expect(bonusCard.getByRole('status').filter({ hasText: pattern(message) })).toBeVisible();
  };
  await redeem(codes.fre, fr.server('bonus.fre'));
  await redeem(codes.boost, fr.server('bonus.boost'));
  await redeem(codes.time, fr.server('bonus.time_reduction'));
  await bonusCard.getByRole('textbox', { name: fr.text('bonus-codes:label') }).fill(codes.fre);
  await bonusCard.getByRole('button', { name: fr.text('bonus-codes:submit') }).click();
  await expect(bonusCard.getByText(fr.error('bonus_code_already_used'))).toBeVisible();
  const history = page.getByRole('region', { name: fr.text('bonus-codes:history.title') });
  for (const value of Object.values(codes)) await expect(history.getByText(value)).toBeVisible();
  await expect(page.getByText(fr.text('balance-history:kinds.bonus_code')).first()).toBeVisible();

  // Contest level 1 inside the Telegram Mini App: link Telegram, join the group, check membership.
  const initData = signInitData(
    { auth_date: String(await serverNowSeconds(page.request)), query_id: `AAE${stamp}`, user: JSON.stringify({ id: TELEGRAM_USER_ID, first_name: 'Alice', username: `alice_${stamp % 100000}` }) },
    E2E_SETTINGS.telegramBotToken,
  );
  // Telegram opens the Mini App anew, with its launch data in the address's hash and its bridge in the page (decision 045), then the contest from the menu.
  await recordTelegramBridge(page, 'dark');
  await page.goto(`/dashboard#${new URLSearchParams({ tgWebAppData: initData, tgWebAppPlatform: 'android', tgWebAppVersion: '8.0' }).toString()}`);
  await openFromMore(page, 'contest');
  const level1 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: fr.text('contest:tasks.telegram_group.title') }) });
  await level1.getByRole('button', { name: fr.text('contest:linkTelegram') }).click();
  // Telegram is a way into the account (decision 048): linking it asks the person first.
  await confirmItsYou(page, PASSWORD);
  await level1.getByRole('button', { name: fr.text('contest:verify') }).click();
  await expect(level1.getByText(fr.error('task_not_completed'))).toBeVisible();
  const joined = await request.post(`${STAND_INS_URL}/control/telegram-member`, { data: { userId: String(TELEGRAM_USER_ID), status: 'member' } });
  expect(joined.ok()).toBe(true);
  await level1.getByRole('button', { name: fr.text('contest:verify') }).click();
  await expect(level1.getByText(pattern(fr.text('contest:validated')))).toBeVisible();
  await expect(page.getByText(fr.text('contest:progress.level').replace('{{level}}', '1').replace('{{max}}', '10'))).toBeVisible();
  await shot(page, 'growth-contest-fr');

  // Leaderboard and profile.
  await openFromBar(page, 'leaderboard');
  await expect(page.getByTestId('my-rank')).toBeVisible();
  await shot(page, 'growth-leaderboard-fr');
  await openProfile(page);
  await expect(page.getByText(a.email)).toBeVisible();
  await shot(page, 'growth-profile-fr');

  // The same pages in Chinese: this browser's choice, the app opened again, then the same taps.
  await page.evaluate(() => localStorage.setItem('fre.language', 'zh'));
  await page.reload();
  for (const [open, name, title] of [
    [() => openFromBar(page, 'group', 'zh'), 'group', zh.text('referrals:title')],
    [() => openFromMore(page, 'contest', 'zh'), 'contest', zh.text('contest:title')],
    [() => openFromBar(page, 'leaderboard', 'zh'), 'leaderboard', zh.text('leaderboard:title')],
    [() => openProfile(page, 'zh'), 'profile', zh.text('profile:title')],
  ] as const) {
    await open();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await shot(page, `growth-${name}-zh`);
  }
});
