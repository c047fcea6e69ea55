import { type APIRequestContext, type Page } from '@playwright/test';
import { MINING } from '@fre/domain';
import { solvedAppChallenge } from '../support/bot-challenge.ts';
import { expect, test } from '../support/test.ts';
import { pattern, texts } from '../support/locales.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { PASSWORD, readyOperator, readyPlayer } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';

/**
 * Issue 19: a referral farm (a referrer and six accounts signed up through their code within
 * minutes, verified and mining at once) is found by "Analyse now", explained in words in the back
 * office, and its referral credit frozen with a reason: the referrer's rate drops.
 */

const fr = texts('fr');
const zh = texts('zh');
const accessCode = 'Ferme-de-filleuls-2025';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const FARM_SIZE = 6;

async function signIn(api: APIRequestContext, email: string, otp?: string) {
  const signedIn = await api.post('/api/auth/login', { data: { email, password: PASSWORD, otp, altcha: await solvedAppChallenge() } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/** The referrer's mining rate as the dashboard on screen shows it: the total and the referrals counted ("6/10"). */
async function shownRate(page: Page) {
  const card = page.getByRole('region', { name: fr.web('mining.rate.title') });
  await expect(card).toBeVisible();
  const total = (await card.locator('dt', { hasText: fr.web('mining.rate.total') }).locator('xpath=following-sibling::dd').textContent()) ?? '';
  const referrals = (await card.locator('dt', { hasText: fr.web('mining.rate.referrals') }).textContent()) ?? '';
  return { total: Number(total.replace(/[^\d,]/g, '').replace(',', '.')), referrals };
}

/** A full-page screenshot from the top, once the page's data has loaded. */
async function shot(page: Page, name: string) {
  await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Nothing wider than the screen (no sideways scroll). */
async function expectNoSideScroll(page: Page, width = PHONE.width) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The back office in another language: the browser's choice, then a reload (staying in /admin keeps it unlocked). */
async function showIn(page: Page, language: 'fr' | 'zh') {
  await page.evaluate((choice) => window.localStorage.setItem('fre.language', choice), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('a referral farm is found, explained in words and its referral credit frozen', async ({ browser, baseURL, playwright }) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const stamp = Date.now();
  const reason = `Six comptes du même réseau en quelques minutes (ticket ${stamp % 10000})`;

  // The referrer signs up, then six accounts sign up with their code, each from its own browser
  // (its own cookies), verify at once and start mining right away.
  const referrerApi = await playwright.request.newContext({ baseURL: base });
  const referrer = await readyPlayer(referrerApi, { prefix: 'ferme' });
  const { referralCode } = ((await (await referrerApi.get('/api/me')).json()) as { user: { referralCode: string } }).user;
  for (let index = 0; index < FARM_SIZE; index += 1) {
    const api = await playwright.request.newContext({ baseURL: base });
    await readyPlayer(api, { prefix: `filleul${index}`, referralCode });
    const started = await api.post('/api/mining/start');
    expect(started.ok(), await started.text()).toBe(true);
    await api.dispose();
  }

  // The referrer's dashboard: six referrals count in the rate.
  const referrerContext = await browser.newContext({ baseURL: base, viewport: PHONE, locale: 'fr-FR' });
  await answeredCookies(referrerContext);
  await signIn(referrerContext.request, referrer.email);
  const referrerPage = await referrerContext.newPage();
  // The referrer's first page.
  await referrerPage.goto('/dashboard');
  const before = await shownRate(referrerPage);
  expect(before.referrals).toContain(`${FARM_SIZE}/${MINING.maxCountedReferrals}`);

  // The operator: two-step sign-in on, the admin role, a personal access code; signed in on a phone.
  const adminApi = await playwright.request.newContext({ baseURL: base });
  const admin = await readyOperator(adminApi, { prefix: 'vigie', accessCode });
  const otp = await admin.nextCode();
  await adminApi.dispose();
  const adminContext = await browser.newContext({ baseURL: base, viewport: PHONE, locale: 'fr-FR' });
  await answeredCookies(adminContext);
  await signIn(adminContext.request, admin.email, otp);
  const page = await adminContext.newPage();
  // The operator's first page: the back office's gate.
  await page.goto('/admin');
  await page.getByLabel(fr.admin('gate.unlock.code')).fill(accessCode);
  await page.getByRole('button', { name: fr.admin('gate.unlock.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr.admin('pages.overview.title') })).toBeVisible();

  // /admin/abuse from the menu, then "Analyse now".
  await page.getByRole('button', { name: fr.admin('shell.openMenu') }).click();
  await page.getByRole('navigation', { name: fr.admin('nav.label') }).getByRole('link', { name: fr.admin('pages.abuse.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr.admin('pages.abuse.title') })).toBeVisible();
  await page.getByRole('button', { name: fr.admin('abuse.run.button') }).click();
  await expect(page.getByText(pattern(fr.admin('abuse.run.done')))).toBeVisible();
  await expect(page.getByText(pattern(fr.admin('abuse.run.lastRun')))).toBeVisible();

  // The referrer's referral tree, with its reasons in words.
  const card = page
    .getByRole('article')
    .filter({ hasText: fr.admin('abuse.kinds.referral_tree') })
    .filter({ hasText: fr.admin('abuse.list.referrer').replace('{{nickname}}', referrer.nickname) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(/\d+ comptes/);
  await expect(card).toContainText(`tous parrainés par ${referrer.nickname}`);
  await expectNoSideScroll(page);
  await shot(page, 'abuse-01-list-phone-fr');

  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: fr.admin('abuse.kinds.referral_tree') })).toBeVisible();
  const reasons = page.getByRole('region', { name: fr.admin('abuse.reasons.title') });
  await expect(reasons).toContainText(`tous parrainés par ${referrer.nickname}`);
  await expect(reasons).toContainText(/\d+ comptes depuis un même préfixe réseau en \d+/);
  const tree = page.getByRole('region', { name: fr.admin('abuse.tree.title') });
  await expect(tree.getByRole('listitem').first()).toContainText(referrer.nickname);
  await expect(tree.getByRole('listitem').first()).toContainText(fr.admin('abuse.tree.clusterReferrer'));
  await expect(tree.getByRole('link')).toHaveCount(FARM_SIZE + 1);
  await expect(page.getByRole('region', { name: fr.admin('abuse.members.title') }).getByRole('row')).toHaveCount(FARM_SIZE + 2);
  await expectNoSideScroll(page);
  await shot(page, 'abuse-02-detail-phone-fr');

  // Freeze referral credit, with a reason.
  const measures = page.getByRole('region', { name: fr.admin('abuse.measures.title') });
  await measures.getByRole('button', { name: fr.admin('abuse.actions.freeze_referrals.button') }).click();
  const dialog = page.getByRole('alertdialog', { name: fr.admin('abuse.actions.freeze_referrals.title') });
  await dialog.getByLabel(fr.admin('abuse.dialog.reason')).fill(reason);
  // What each member is told (decision 061): a category of the measure's list.
  await dialog.getByLabel(fr.text('admin-appeals:categoryLabel')).selectOption('referral_abuse');
  await snap(page, 'abuse-03-freeze-dialog-phone-fr', { fullPage: false });
  await dialog.getByRole('button', { name: fr.admin('abuse.actions.freeze_referrals.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(measures.getByText(fr.admin('abuse.dialog.done').replace('{{action}}', fr.admin('abuse.actions.freeze_referrals.done')))).toBeVisible();
  await expect(measures.getByRole('button', { name: fr.admin('abuse.actions.unfreeze_referrals.button') })).toBeVisible();
  const history = page.getByRole('region', { name: fr.admin('abuse.history.title') });
  await expect(history).toContainText(reason);
  await expect(history).toContainText(admin.email);
  await shot(page, 'abuse-04-detail-frozen-phone-fr');

  // The same pages in Chinese, then the detail on a desktop.
  await showIn(page, 'zh');
  await expect(page.getByRole('heading', { level: 1, name: zh.admin('abuse.kinds.referral_tree') })).toBeVisible();
  await expectNoSideScroll(page);
  await shot(page, 'abuse-05-detail-phone-zh');
  await page.getByRole('link', { name: zh.admin('abuse.detail.back') }).click();
  await expect(page.getByRole('heading', { level: 1, name: zh.admin('pages.abuse.title') })).toBeVisible();
  await expectNoSideScroll(page);
  await shot(page, 'abuse-06-list-phone-zh');
  await showIn(page, 'fr');
  await page.setViewportSize(DESKTOP);
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: fr.admin('abuse.kinds.referral_tree') })).toBeVisible();
  await expectNoSideScroll(page, DESKTOP.width);
  await shot(page, 'abuse-07-detail-desktop-fr');
  await page.getByRole('link', { name: fr.admin('abuse.detail.back') }).click();
  await expect(card).toContainText(fr.admin('abuse.measures.chips.referralsFrozen'));
  await expectNoSideScroll(page, DESKTOP.width);
  await shot(page, 'abuse-08-list-desktop-fr');
  await card.getByRole('link').click();

  // The referrer's page in the back office says how many referrals are frozen.
  await page.getByRole('region', { name: fr.admin('abuse.tree.title') }).getByRole('link', { name: referrer.nickname, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: referrer.nickname })).toBeVisible();
  const referralsPanel = page.getByRole('region', { name: fr.admin('users.referrals.title') });
  await expect(referralsPanel.getByText(fr.admin('users.referrals.frozen'))).toBeVisible();
  await expect(referralsPanel).toContainText(`${FARM_SIZE} filleuls ne comptent plus`);
  await shot(page, 'abuse-10-referrer-user-desktop-fr');

  // The referrer's dashboard, refreshed: those referrals no longer count, the rate dropped.
  await referrerPage.reload();
  const after = await shownRate(referrerPage);
  expect(after.referrals).toContain(`0/${MINING.maxCountedReferrals}`);
  expect(after.total).toBeLessThan(before.total);
  await referrerPage.getByRole('region', { name: fr.web('mining.rate.title') }).scrollIntoViewIfNeeded();
  await snap(referrerPage, 'abuse-09-referrer-rate-phone-fr', { fullPage: false });

  await referrerApi.dispose();
  await referrerContext.close();
  await adminContext.close();
});
