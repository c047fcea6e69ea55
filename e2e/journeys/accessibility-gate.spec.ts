import { type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { makeWallet } from '../../apps/server/test/ton-wallet.ts';
import { accessibilityGate, navigate, pageReady, textOf } from '../support/accessibility-gate.ts';
import { grantAdminByCli } from '../support/admin-cli.ts';
import { enrolTwoStep, type NextCode } from '../support/admin-second-factor.ts';
import { solvedAppChallenge } from '../support/bot-challenge.ts';
import { runSql } from '../support/database.ts';
import type { Language } from '../support/locales.ts';
import { linkFromOutbox } from '../support/outbox.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { ADMIN_SCREENS, USER_SCREENS, type Screen } from '../support/screens.ts';
import { serverNowSeconds } from '../support/test-clock.ts';
import { expect, test } from '../support/test.ts';
import { PORT } from '../playwright.config.ts';

/**
 * The accessibility gate (issue 22): axe (WCAG 2.0/2.1/2.2 A and AA, and best practices) over every
 * page of the app signed out and signed in, every game, every back-office page, and the dialogs
 * open (cookie choices and customisation, tutorial, notifications, language menu, game rounds in
 * progress, a shop order, KYC upload, withdrawal confirmation, the back-office menu). Players in
 * French and Chinese on a 390 px phone; the back office in French and Russian, on the phone and at
 * 1280 px. Any serious or critical finding fails it; the only parts left out are in
 * support/accessibility-exclusions.ts.
 *
 * One browser context per language, signed in once; pages are opened as a tapped link opens them.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', ru: 'ru-RU', zh: 'zh-CN' };
const password = 'Str0ng!pass';
const accessCode = 'Acces-pour-tous-2025';

/** The games USER_SCREENS leaves to the games journey. */
const MORE_GAMES: Screen[] = (['slot', 'fre-machine', 'towers', 'hilo'] as const).map((game) => ({ name: `game-${game}`, path: `/game/${game}`, heading: `games:games.${game}.name` }));
/** The signed-out pages (heading checked by level only: the landing's is built of several texts). */
const GUEST_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'reset-request', path: '/reset-password' },
  { name: 'reset-confirm', path: '/reset-password?token=a-link-from-the-email' },
  { name: 'verify-email', path: '/verify-email' },
  // The splash moves on after its 5 s bar: scanned at once, while it shows.
  { name: 'splash', path: '/loading' },
  { name: 'privacy', path: '/privacy' },
  { name: 'cookies', path: '/cookies' },
  { name: 'terms', path: '/terms' },
];

/** `nextCode` once two-step sign-in is on again: the first back-office journey turns it on (its gate screen is checked too). */
let operator: { email: string; id: string; nextCode: NextCode | null } | null = null;
/** The referrer of a small referral farm seeded for the back office's cluster page. */
let farmReferrer: { id: string; nickname: string } | null = null;
const FARM_SIZE = 5;

async function signUp(request: APIRequestContext, account: { email: string; nickname: string }, language: Language, referralCode?: string) {
  const registered = await request.post('/api/auth/register', {
    data: { ...account, password, confirmPassword: password, language, ...(referralCode ? { referralCode } : {}), altcha: await solvedAppChallenge() },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(await linkFromOutbox(account.email, 'verify-email'), 'http://x').searchParams.get('token');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
  const { user } = (await (await request.get('/api/me')).json()) as { user: { id: string } };
  return user.id;
}

/** The operator signed in on `request`, with an app code once two-step sign-in is on. */
async function operatorSignIn(request: APIRequestContext) {
  const otp = operator!.nextCode ? await operator!.nextCode(request) : undefined;
  expect((await request.post('/api/auth/login', { data: { email: operator!.email, password, otp, altcha: await solvedAppChallenge() } })).ok()).toBe(true);
}

/** The operator's API session, unlocked (the second factor and the code are set up here when no journey of this file did it yet). */
async function unlockedOperator(request: APIRequestContext) {
  await operatorSignIn(request);
  operator!.nextCode ??= await enrolTwoStep(request, password);
  const gate = (await (await request.get('/api/admin/gate')).json()) as { hasCode: boolean };
  if (!gate.hasCode) expect((await request.put('/api/admin/access-code', { data: { newCode: accessCode } })).status()).toBe(204);
  expect((await request.post('/api/admin/unlock', { data: { code: accessCode } })).status()).toBe(204);
}

/** The seeded farm's cluster, found by an analysis run now (the operator's session is unlocked). */
async function farmClusterId(request: APIRequestContext): Promise<string> {
  expect((await request.post('/api/admin/abuse/run')).ok()).toBe(true);
  const { clusters } = (await (await request.get('/api/admin/abuse/clusters?status=all&limit=100')).json()) as { clusters: { id: string; referrer: { id: string } | null }[] };
  const cluster = clusters.find((candidate) => candidate.referrer?.id === farmReferrer!.id);
  expect(cluster, 'the seeded referral farm is a cluster').toBeTruthy();
  return cluster!.id;
}

/** A browser context in `language` (the phone's own language), motion reduced so that colours are read at rest. */
function contextIn(browser: Browser, language: Language): Promise<BrowserContext> {
  return browser.newContext({ locale: LOCALES[language], viewport: PHONE, reducedMotion: 'reduce' });
}

/** A photo of a document, as a phone camera would give it (a small one: only the preview is needed). */
const photo = (colour: string) => sharp({ create: { width: 480, height: 300, channels: 3, background: colour } }).jpeg().toBuffer();

test.describe('accessibility gate', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    test.setTimeout(120_000);
    // One operator for every language: signed up and granted by the CLI, which needs two-step sign-in
    // on. It is turned off again, so that the first back-office journey below finds the gate asking
    // for a second factor, as an admin who lost theirs does (its screen is checked, then it is turned
    // on again); the access code is created by that journey too (its form is checked).
    const stamp = Date.now();
    const account = { email: `a11y.admin.${stamp}@example.test`, nickname: `a11yops${stamp % 100000}` };
    const api = await playwright.request.newContext({ baseURL });
    try {
      const id = await signUp(api, account, 'fr');
      expect((await api.patch('/api/me', { data: { tutorialSkipped: true } })).ok()).toBe(true);
      const nextCode = await enrolTwoStep(api, password);
      await grantAdminByCli(account.email);
      const turnedOff = await api.delete('/api/me/2fa/totp', { data: { password, code: await nextCode() } });
      expect(turnedOff.status(), await turnedOff.text()).toBe(204);
      operator = { email: account.email, id, nextCode: null };
    } finally {
      await api.dispose();
    }
    // A referral farm for /admin/abuse/:id: five accounts signed up through one code within a
    // minute, each mining at once (each from its own cookies, as separate browsers would).
    const farm = { email: `a11y.farm.${stamp}@example.test`, nickname: `a11yfarm${stamp % 100000}` };
    const owner = await playwright.request.newContext({ baseURL });
    try {
      const id = await signUp(owner, farm, 'fr');
      const { user } = (await (await owner.get('/api/me')).json()) as { user: { referralCode: string } };
      for (let index = 0; index < FARM_SIZE; index += 1) {
        const member = await playwright.request.newContext({ baseURL });
        try {
          await signUp(member, { email: `a11y.farm${index}.${stamp}@example.test`, nickname: `a11yf${index}x${stamp % 100000}` }, 'fr', user.referralCode);
          const started = await member.post('/api/mining/start');
          expect(started.ok(), await started.text()).toBe(true);
        } finally {
          await member.dispose();
        }
      }
      farmReferrer = { id, nickname: farm.nickname };
    } finally {
      await owner.dispose();
    }
  });

  for (const language of ['fr', 'ru'] as const) {
    test(`back office in ${language}, phone and desktop`, async ({ browser }, testInfo) => {
      test.setTimeout(240_000);
      const t = (id: string, values?: Record<string, string | number>) => textOf(language, id, values);
      const context = await contextIn(browser, language);
      const page = await context.newPage();
      const gate = accessibilityGate(page, testInfo, `back office ${language}`);
      await answeredCookies(page);
      await operatorSignIn(context.request);

      // The gate: the first visit asks for a second factor and creates the personal code, later ones unlock with it.
      // The scan's first page; it then visits every screen by its address, by design.
      await page.goto('/admin');
      if (!operator!.nextCode) {
        await expect(page.getByRole('heading', { name: t('admin:gate.secondFactor.title') })).toBeVisible();
        await gate.check('admin gate, second factor needed');
        operator!.nextCode = await enrolTwoStep(context.request, password);
        await page.reload();
      }
      const create = page.getByRole('heading', { name: t('admin:gate.create.title') });
      const unlock = page.getByRole('heading', { name: t('admin:gate.unlock.title') });
      await expect(create.or(unlock)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      if (await create.isVisible()) {
        await gate.check('admin gate, create the code');
        await page.getByLabel(t('admin:gate.create.code'), { exact: true }).fill(accessCode);
        await page.getByLabel(t('admin:gate.create.confirm'), { exact: true }).fill(accessCode);
        await page.getByRole('button', { name: t('admin:gate.create.submit') }).click();
      } else {
        await gate.check('admin gate, unlock');
        await page.getByLabel(t('admin:gate.unlock.code'), { exact: true }).fill(accessCode);
        await page.getByRole('button', { name: t('admin:gate.unlock.submit') }).click();
      }
      await pageReady(page, 'admin overview', t('admin:pages.overview.title'));
      const clusterId = await farmClusterId(context.request);

      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        for (const screen of ADMIN_SCREENS) {
          await navigate(page, screen.path);
          await pageReady(page, screen.name, t(screen.heading));
          await gate.check(screen.name);
        }
        await navigate(page, `/admin/users/${operator!.id}`);
        await pageReady(page, 'admin user detail');
        await gate.check('admin-user-detail');
        await navigate(page, `/admin/abuse/${clusterId}`);
        await pageReady(page, 'abuse cluster detail', t('admin:abuse.kinds.referral_tree'));
        await gate.check('admin-abuse-cluster');
        if (viewport === PHONE) {
          await page.getByRole('button', { name: t('admin:shell.openMenu') }).click();
          const menu = page.getByRole('dialog', { name: t('admin:shell.menu') });
          await expect(menu).toBeVisible();
          await gate.check('admin menu open');
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();
        }
      }
      await context.close();
      gate.finish();
    });
  }

  for (const language of ['fr', 'zh'] as const) {
    test(`player pages in ${language}, signed out and signed in, dialogs open`, async ({ browser, playwright, baseURL }, testInfo) => {
      test.setTimeout(300_000);
      const t = (id: string, values?: Record<string, string | number>) => textOf(language, id, values);
      const context = await contextIn(browser, language);
      const page = await context.newPage();
      const gate = accessibilityGate(page, testInfo, `player ${language}`);

      // Signed out: the landing with the cookie choices, their customisation, then every public page.
      // The scan's first page.
      await page.goto('/');
      await pageReady(page, 'landing');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const popup = page.getByRole('dialog', { name: t('consent:popup.title') });
      await expect(popup).toBeVisible();
      await gate.check('landing, cookie choices open');
      await popup.getByRole('button', { name: t('consent:popup.customise') }).click();
      const customise = page.getByRole('dialog', { name: t('consent:dialog.title') });
      await expect(customise).toBeVisible();
      await gate.check('cookie customisation open');
      await customise.getByRole('button', { name: t('consent:dialog.save') }).click();
      await expect(customise).toBeHidden();
      for (const guest of GUEST_PAGES) {
        // A scan of every public page, by its address by design (some, like a reset link's, are only reached from outside).
        await page.goto(guest.path);
        await pageReady(page, guest.name);
        await gate.check(`${guest.name} (signed out)`);
      }

      // Signed in: a new player, verified, with FRE to play and withdraw (credited by the operator, who
      // also prices a shop pack).
      const stamp = Date.now();
      const player = { email: `a11y.${language}.${stamp}@example.test`, nickname: `a11y${language}${stamp % 100000}` };
      const playerId = await signUp(context.request, player, language);
      const admin = await playwright.request.newContext({ baseURL });
      try {
        await unlockedOperator(admin);
        const credited = await admin.post(`/api/admin/users/${playerId}/adjust`, { data: { amount: '300000', reason: 'Accessibility gate: games and a withdrawal' } });
        expect(credited.ok(), await credited.text()).toBe(true);
        expect((await admin.patch('/api/admin/shop/items/FRE1', { data: { price: '2.5', available: true } })).ok()).toBe(true);
      } finally {
        await admin.dispose();
      }

      // The dashboard with the tutorial a new account gets, then with the notifications open.
      // Signed in through the API: the app is opened again, on its first signed-in page.
      await page.goto('/dashboard');
      await pageReady(page, 'dashboard', t('web:mining.title'));
      const tutorial = page.getByRole('dialog', { name: t('tutorial:steps.welcome.title') });
      await expect(tutorial).toBeVisible({ timeout: 15_000 });
      await gate.check('tutorial open');
      await tutorial.getByRole('button', { name: t('tutorial:skip'), exact: true }).click();
      await expect(tutorial).toBeHidden();
      const bell = t('notifications:bell').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await page.getByRole('button', { name: new RegExp(`^${bell}`) }).click();
      const panel = page.getByRole('region', { name: t('notifications:title') });
      await expect(panel).toBeVisible();
      await gate.check('notifications open');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      const languages = page.getByRole('menu', { name: t('web:language.choose') });
      await page.locator('[data-language-selector] > button').click();
      await expect(languages).toBeVisible();
      await gate.check('language menu open');
      await page.keyboard.press('Escape');
      await expect(languages).toBeHidden();
      await page.getByRole('navigation', { name: t('web:nav.label') }).getByRole('button', { name: t('web:nav.more') }).click();
      const more = page.getByRole('dialog', { name: t('web:nav.moreTitle') });
      await expect(more).toBeVisible();
      await gate.check('more sheet open');
      await page.keyboard.press('Escape');
      await expect(more).toBeHidden();

      for (const screen of [...USER_SCREENS, ...MORE_GAMES]) {
        await navigate(page, screen.path);
        await pageReady(page, screen.name, t(screen.heading));
        await gate.check(screen.name);
      }

      // Rounds in progress: a tower being climbed, a Hi-Lo card to guess.
      const cashOut = page.getByRole('button', { name: t('games:common.cashOut') });
      for (const game of ['towers', 'hilo'] as const) {
        await navigate(page, `/game/${game}`);
        await pageReady(page, game, t(`games:games.${game}.name`));
        await page.getByRole('button', { name: t(`games:${game}.play`) }).click();
        await expect(cashOut).toBeVisible();
        await gate.check(`${game} round in progress`);
      }

      // KYC: the form up to the photos, chosen and previewed.
      await navigate(page, '/kyc');
      await page.getByRole('button', { name: t('kyc:start.cta') }).click();
      const field = (key: string) => page.getByLabel(t(`kyc:fields.${key}`), { exact: true });
      const next = page.getByRole('button', { name: t('kyc:actions.next') });
      await field('firstName').fill('Ada');
      await field('lastName').fill('Lovelace');
      await field('dateOfBirth').fill('1990-12-10');
      await field('nationality').fill('UK');
      await field('phoneNumber').fill('+44 20 7946 0000');
      await next.click();
      await field('address').fill('12 St James Square');
      await field('postalCode').fill('SW1Y 4JH');
      await field('city').fill('London');
      await field('country').fill('UK');
      await next.click();
      await page.getByRole('radio', { name: new RegExp(t('kyc:documentTypes.id_card.title')) }).check();
      await field('documentNumber').fill(`ID${stamp % 100000000}`);
      await next.click();
      await field('documentFront').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#f3d98b') });
      await field('documentBack').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo('#c7e0f4') });
      await field('selfie').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await photo('#e7c3b0') });
      await expect(page.locator('img[src^="blob:"]')).toHaveCount(3);
      await gate.check('kyc photos chosen');

      // "Confirm it's you", as an action that needs the person opens it (decision 039): its password
      // field now, and with it the session re-authenticated for the wallet link below.
      await navigate(page, '/profile/security');
      await pageReady(page, 'security', t('security:page.title'));
      await page.getByRole('region', { name: t('two-step:title') }).getByRole('button', { name: t('two-step:off.enable') }).click();
      const reauth = page.getByRole('dialog', { name: t('security:reauth.title') });
      await expect(reauth).toBeVisible();
      await gate.check('re-authentication dialog open');
      await reauth.getByLabel(t('security:reauth.password'), { exact: true }).fill(password);
      await reauth.getByRole('button', { name: t('security:reauth.submit') }).click();
      await expect(reauth).toBeHidden();

      // The withdrawal confirmation: a linked wallet past the hold its link started, the identity approved.
      const { payload } = (await (await context.request.post('/api/wallet/proof-payload')).json()) as { payload: string };
      const wallet = await makeWallet('v4r2');
      const linked = await context.request.post('/api/wallet/link', { data: wallet.proof(payload, { domain: `localhost:${PORT}`, timestamp: await serverNowSeconds(context.request) }) });
      expect(linked.status(), await linked.text()).toBe(200);
      const aged = await runSql(
        `UPDATE users SET kyc_status = 'approved', withdrawals_paused_until = NULL, withdrawals_paused_by = NULL WHERE id = $1`,
        [playerId],
      );
      expect(aged).toBe(1);
      // Wallet and identity were changed behind the app's back: the scan opens the page afresh by its address.
      await page.goto('/wallet');
      await pageReady(page, 'wallet linked', t('wallet:title'));
      await gate.check('wallet linked');

      // A shop order waiting for its TON payment (the pack is priced by the operator above).
      await navigate(page, '/shop');
      const pack = t('shop:items.pack', { id: 'FRE1' });
      await page.getByRole('listitem', { name: pack }).getByRole('button', { name: t('shop:buyItem', { name: pack }) }).click();
      await expect(page.getByRole('region', { name: t('shop:order.details.title') })).toBeVisible();
      await gate.check('shop order to pay');

      await navigate(page, '/withdrawal');
      await pageReady(page, 'withdrawal', t('withdrawals:title'));
      await page.getByLabel(t('withdrawals:form.amount')).fill('250000');
      await page.getByRole('button', { name: t('withdrawals:form.review') }).click();
      await expect(page.getByRole('heading', { name: t('withdrawals:confirm.title') })).toBeVisible();
      await gate.check('withdrawal confirmation');

      await context.close();
      gate.finish();
    });
  }
});
