import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { scanPlayerStates } from '../support/accessibility-states.ts';
import { runSql } from '../support/database.ts';
import { enrolTwoStep } from '../support/admin-second-factor.ts';
import { pattern, textOf, type Language } from '../support/locales.ts';
import { linkFromOutbox } from '../support/outbox.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { PASSWORD, readyOperator, readyPlayer } from '../support/ready.ts';
import { farmClusterId, seedReferralFarm } from '../support/referral-farm.ts';
import { ADMIN_SCREENS, GUEST_SCREENS, MORE_GAMES, USER_SCREENS } from '../support/screens.ts';
import { snap } from '../support/screenshots.ts';
import { screenWalker } from '../support/screen-walker.ts';
import { pageReady } from '../support/screen-visit.ts';
import { expect, test } from '../support/test.ts';
import { adminChecks, guestChecks, playerChecks, scansBackOffice, scansPlayerStates, walksGuestPages, walksWholeGate, UNVERIFIED_DASHBOARD } from '../support/walker-plan.ts';
import { nano } from '../support/nano.ts';

/**
 * Every screen of the app and of the back office, once per language, on a 390 px phone, with every
 * check that applies to it at that visit (support/walker-plan.ts): the texts read in the language
 * (its heading, no translation key or {{placeholder}}, nothing wider than the screen, no French
 * left), reflow at 320 px with text at 100 % and 200 % (WCAG 1.4.10), and the accessibility gate:
 * axe (WCAG 2.0/2.1/2.2 A and AA, and best practices) with the dialogs open, the back office at
 * 1280 px too. Any serious or critical axe finding fails it; the only parts left out are in
 * support/accessibility-exclusions.ts.
 *
 * Each language's signed-out pages, player screens, player states and back office are tests of
 * their own, with their own accounts, so that the workers share them.
 */

test.describe.configure({ mode: 'parallel' });

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', ru: 'ru-RU', zh: 'zh-CN' };
const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English', es: 'Español', ru: 'Русский', zh: '中文' };
const DESKTOP = { width: 1280, height: 800 };
/** The longest walks first, so that the workers end together. */
const ORDER: readonly Language[] = ['fr', 'zh', 'ru', 'en', 'es'];

/** The player, signed in on `page` with a French account, picks `language` in the top bar: saved on the account and the device. */
async function pickLanguage(page: Page, language: Language): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: textOf('fr', 'web:mining.title') })).toBeVisible();
  // Saved on the account too (nothing to save when French is picked again).
  const saved = language === 'fr' ? null : page.waitForResponse((response) => response.url().endsWith('/api/me') && response.request().method() === 'PATCH');
  // A notice opening over the menu closes it with its Escape: open the menu again until the choice is made.
  const option = page.getByRole('menuitemradio', { name: LANGUAGE_NAMES[language], exact: true });
  await expect(async () => {
    if (!(await option.isVisible())) await page.getByRole('button', { name: pattern(textOf('fr', 'web:language.label')) }).click();
    await option.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  if (saved) expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('button', { name: textOf(language, 'web:language.label', { language: LANGUAGE_NAMES[language] }) })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('fre.language'))).toBe(language);
}

/** FRE for the player `playerId` to play and withdraw, and a price for the shop's FRE1 pack, given by an operator of its own. */
async function fundPlayer(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, playerId: string, prefix: string): Promise<void> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    await readyOperator(api, { prefix });
    const credited = await api.post(`/api/admin/users/${playerId}/adjust`, { data: { amount: nano('300000'), reason: 'Screen walker: games and a withdrawal' } });
    expect(credited.ok(), await credited.text()).toBe(true);
    expect((await api.patch('/api/admin/shop/items/FRE1', { data: { price: nano('2.5'), available: true } })).ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}

for (const language of ORDER) {
  test.describe(`screens in ${language}`, () => {
    // The phone's own language; motion reduced so that colours are read at rest.
    test.use({ locale: LOCALES[language], reducedMotion: 'reduce' });
    const t = (id: string, values?: Record<string, string | number>) => textOf(language, id, values);

    if (walksGuestPages(language)) {
      test(`${language}: the signed-out pages`, async ({ page }, testInfo) => {
        test.setTimeout(240_000);
        const walker = screenWalker(page, testInfo, language, `guest ${language}`);
        // In the phone's language: the landing (the walk's first page) with the cookie choices and
        // their customisation, then every public page.
        await page.goto('/');
        await pageReady(page, 'landing');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const popup = page.getByRole('dialog', { name: t('consent:popup.title') });
        await expect(popup).toBeVisible();
        const scanDialogs = guestChecks(language, 'landing').axe;
        if (scanDialogs) await walker.scan('landing, cookie choices open');
        await popup.getByRole('button', { name: t('consent:popup.customise') }).click();
        const customise = page.getByRole('dialog', { name: t('consent:dialog.title') });
        await expect(customise).toBeVisible();
        if (scanDialogs) await walker.scan('cookie customisation open');
        await customise.getByRole('button', { name: t('consent:dialog.save') }).click();
        await expect(customise).toBeHidden();
        for (const guest of GUEST_SCREENS) {
          const checks = guestChecks(language, guest.name);
          if (!checks.text && !checks.reflow && !checks.axe) continue;
          // Every public page by its address, by design (some, like a reset link's, are only reached from outside).
          await walker.open(guest, checks);
          await expect(page.locator('html'), `${guest.name}: in ${language}`).toHaveAttribute('lang', language);
        }
        walker.finish();
      });
    }

    test(`${language}: every player screen`, async ({ page, context, playwright, baseURL }, testInfo) => {
      test.setTimeout(420_000);
      const walker = screenWalker(page, testInfo, language, `player ${language}`);
      await answeredCookies(context);
      // A new player, made in French, who has not opened the email's link yet; with FRE where the
      // player's states are scanned (as the states' own test below has).
      const player = await readyPlayer(page.request, { prefix: `walk${language}`, verified: false });
      const scanned = scansPlayerStates(language);
      if (scanned) await fundPlayer(playwright, baseURL, player.id, `walkop${language}`);

      // The app opens in the account's French; the player picks the language in the top bar.
      await pickLanguage(page, language);
      // The trading promotion (shown only when a trading venue is configured) is put off if it opens.
      const promo = page.getByRole('dialog', { name: t('trading:promo.title'), exact: true });
      await page.addLocatorHandler(promo, () => promo.getByRole('button', { name: t('trading:promo.later'), exact: true }).click(), { noWaitAfter: true });
      await walker.check({ name: UNVERIFIED_DASHBOARD, path: '/dashboard', heading: 'web:mining.title' }, playerChecks(language, UNVERIFIED_DASHBOARD));
      // The link from the email, opened on this phone.
      await page.goto(await linkFromOutbox(player.email, 'verify-email'));
      await expect(page.getByRole('status').filter({ hasText: t('web:auth.verify.success') })).toBeVisible();
      await walker.check({ name: 'verify-email-done', path: '/verify-email', heading: 'web:auth.verify.title' }, playerChecks(language, 'verify-email-done'));

      if (scanned) {
        // The tutorial a new account gets (opened again, as the profile's "replay" does), over the dashboard before mining.
        expect((await page.request.patch('/api/me', { data: { tutorialCompleted: false, tutorialSkipped: false } })).ok()).toBe(true);
        // Opened afresh by its address, by design: the account changed behind the app's back.
        await page.goto('/dashboard');
        await pageReady(page, 'dashboard', t('web:mining.title'));
        const tutorial = page.getByRole('dialog', { name: t('tutorial:steps.welcome.title') });
        await expect(tutorial).toBeVisible({ timeout: 15_000 });
        await walker.scan('tutorial open');
        await tutorial.getByRole('button', { name: t('tutorial:skip'), exact: true }).click();
        await expect(tutorial).toBeHidden();
        await walker.scan('dashboard, mining not started');
      }
      // Mining: every later screen shows a session running.
      expect((await page.request.post('/api/mining/start')).ok()).toBe(true);
      // The walk's first signed-in page, opened again for the session started; it then visits every screen by its address, by design.
      await page.goto('/dashboard');

      for (const screen of USER_SCREENS) {
        await walker.visit(screen, playerChecks(language, screen.name));
        if (screen.name === 'dashboard') await walkDashboardPanels(page, language, walker, scanned);
      }
      for (const game of MORE_GAMES) await walker.visit(game, playerChecks(language, game.name, { moreGame: true }));
      walker.finish();
    });

    if (scansPlayerStates(language)) {
      test(`${language}: the player's states, under axe`, async ({ page, context, playwright, baseURL }, testInfo) => {
        test.setTimeout(240_000);
        const walker = screenWalker(page, testInfo, language, `player states ${language}`);
        await answeredCookies(context);
        // A player made in this language, with FRE to play and withdraw and a shop pack priced.
        const player = await readyPlayer(page.request, { prefix: `state${language}`, language });
        await fundPlayer(playwright, baseURL, player.id, `stateop${language}`);
        // Signed in through the API: the app is opened on its first signed-in page.
        await page.goto('/dashboard');
        await pageReady(page, 'dashboard', t('web:mining.title'));
        await scanPlayerStates(page, language, player.id, (where) => walker.scan(where));
        walker.finish();
      });
    }

    test(`${language}: the back office`, async ({ page, context, playwright, baseURL }, testInfo) => {
      test.setTimeout(420_000);
      const walker = screenWalker(page, testInfo, language, `back office ${language}`);
      await answeredCookies(context);
      // This device's choice: the operator's account is French.
      await context.addInitScript((lng) => window.localStorage.setItem('fre.language', lng), language);
      const operator = await readyOperator(page.request, { prefix: `walkadm${language}` });
      const backOffice = scansBackOffice(language);
      const farmReferrer = backOffice ? await seedReferralFarm(playwright.request, baseURL, `farm${language}`) : null;

      if (walksWholeGate(language)) {
        // The gate as an admin who lost their second factor and code finds it: it asks for a second
        // factor, then for a new code (its form is checked), which unlocks the session.
        const off = await page.request.delete('/api/me/2fa/totp', { data: { password: PASSWORD, code: await operator.nextCode() } });
        expect(off.status(), await off.text()).toBe(204);
        expect(await runSql('DELETE FROM admin_access_codes WHERE user_id = $1', [operator.id])).toBe(1);
        // Signed in through the API: the app is opened on the back office's gate.
        await page.goto('/admin');
        await walker.check({ name: 'admin-gate-second-factor', path: '/admin', heading: 'admin:gate.secondFactor.title' }, adminChecks(language, 'admin-gate'));
        await enrolTwoStep(page.request, PASSWORD);
        await page.reload();
        await walker.check({ name: 'admin-gate-create', path: '/admin', heading: 'admin:gate.create.title' }, adminChecks(language, 'admin-gate'));
        await page.getByLabel(t('admin:gate.create.code'), { exact: true }).fill(operator.accessCode);
        await page.getByLabel(t('admin:gate.create.confirm'), { exact: true }).fill(operator.accessCode);
        await page.getByRole('button', { name: t('admin:gate.create.submit') }).click();
      } else {
        // A new sign-in finds the back office locked: the gate asks for the access code.
        expect((await page.request.post('/api/admin/lock')).status()).toBe(204);
        await page.goto('/admin');
        await walker.check({ name: 'admin-gate', path: '/admin', heading: 'admin:gate.unlock.title' }, adminChecks(language, 'admin-gate'));
        await page.getByLabel(t('admin:gate.unlock.code'), { exact: true }).fill(operator.accessCode);
        await page.getByRole('button', { name: t('admin:gate.unlock.submit') }).click();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await pageReady(page, 'admin overview', t('admin:pages.overview.title'));

      for (const screen of ADMIN_SCREENS) await walker.visit(screen, adminChecks(language, screen.name));
      if (backOffice) {
        const details = [
          { name: 'admin-user-detail', path: `/admin/users/${operator.id}` },
          { name: 'admin-abuse-cluster', path: `/admin/abuse/${await farmClusterId(page.request, farmReferrer!)}`, heading: 'admin:abuse.kinds.referral_tree' },
        ];
        for (const detail of details) await walker.visit(detail, adminChecks(language, detail.name));
        await page.getByRole('button', { name: t('admin:shell.openMenu') }).click();
        const menu = page.getByRole('dialog', { name: t('admin:shell.menu') });
        await expect(menu).toBeVisible();
        await walker.scan('admin menu open');
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();

        // The same pages at 1280 px, under axe.
        await page.setViewportSize(DESKTOP);
        for (const screen of [...ADMIN_SCREENS, ...details]) await walker.visit(screen, { text: false, reflow: false, axe: true });
      }
      walker.finish();
    });
  });
}

/** Under the dashboard's bell, the notifications; the language menu and the "More" sheet where dialogs are scanned. */
async function walkDashboardPanels(page: Page, language: Language, walker: ReturnType<typeof screenWalker>, scanDialogs: boolean): Promise<void> {
  const t = (id: string) => textOf(language, id);
  const bell = t('notifications:bell').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('button', { name: new RegExp(`^${bell}`) }).click();
  const panel = page.getByRole('region', { name: t('notifications:title') });
  await expect(panel.getByText(t('notifications:empty'))).toBeVisible();
  await walker.panelWidth('notifications');
  await snap(page, `lang-${language}-notifications`, { fullPage: false });
  if (scanDialogs) await walker.scan('notifications open');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  if (scanDialogs) {
    const languages = page.getByRole('menu', { name: t('web:language.choose') });
    await page.locator('[data-language-selector] > button').click();
    await expect(languages).toBeVisible();
    await walker.scan('language menu open');
    await page.keyboard.press('Escape');
    await expect(languages).toBeHidden();
    await page.getByRole('navigation', { name: t('web:nav.label') }).getByRole('button', { name: t('web:nav.more') }).click();
    const more = page.getByRole('dialog', { name: t('web:nav.moreTitle') });
    await expect(more).toBeVisible();
    await walker.scan('more sheet open');
    await page.keyboard.press('Escape');
    await expect(more).toBeHidden();
  }
  // The last control keeps the keyboard focus ring after Escape: not part of the screens checked next.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
