import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TIMERS } from '@fre/domain';
import { LANGUAGES, pattern, texts, type Language } from '../support/locales.ts';
import { openAdminPage, openFromMore } from '../support/navigation.ts';
import { loadPastOverlayDelay, overlaysData, passPageTimers } from '../support/page-clock.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { PASSWORD, readyOperator, readyPlayer } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { advanceServerClock } from '../support/test-clock.ts';
import { solvedAppChallenge } from '../support/bot-challenge.ts';

type Tree = { [key: string]: string | Tree };
const localeDir = path.resolve(import.meta.dirname, '..', '..', 'packages', 'i18n', 'locales');
/** Texts by `namespace:key`, read from the files the app ships. */
function textsIn(language: Language) {
  const trees = new Map<string, Tree>();
  return (id: string, values: Record<string, string | number> = {}) => {
    const [namespace, key] = id.split(':') as [string, string];
    if (!trees.has(namespace)) trees.set(namespace, JSON.parse(readFileSync(path.join(localeDir, language, `${namespace}.json`), 'utf8')) as Tree);
    const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), trees.get(namespace));
    if (typeof value !== 'string') throw new Error(`missing ${language} text ${id}`);
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

const fr = texts('fr');
const t = textsIn('fr');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const CONSENT = { necessary: true, advertising: false };

/**
 * A browser context whose cookie choice is already made (the popup is tested on its own), its
 * pages' timers on Playwright's clock.
 */
async function playerContext(browser: Browser, viewport = PHONE): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  await context.addInitScript((consent) => window.localStorage.setItem('fre.consent', JSON.stringify(consent)), CONSENT);
  await context.clock.install();
  return context;
}

/**
 * The trading promotion (another feature) opens 3 s after each load where a trading page is
 * configured (the journeys' server has none): "later" closes it whenever it shows.
 */
const promoTitles = LANGUAGES.map((language) => {
  const trading = JSON.parse(readFileSync(path.join(localeDir, language, 'trading.json'), 'utf8')) as { promo: { title: string; later: string } };
  return trading.promo;
});
async function dismissTradingPromo(page: Page) {
  for (const promo of promoTitles) {
    const dialog = page.getByRole('dialog', { name: promo.title, exact: true });
    await page.addLocatorHandler(dialog, async () => dialog.getByRole('button', { name: promo.later }).click(), { noWaitAfter: true });
  }
}
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

test('cookie popup: customise, save, and the choice survives a reload', async ({ page }) => {
  // The popup's delay runs on Playwright's clock: after the reload it is moved past, not waited for.
  await page.clock.install();
  // The visitor's first page.
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: t('consent:popup.title') });
  await expect(popup).toBeVisible();
  await snap(page, 'engage-01-cookie-popup-phone', { fullPage: false });
  await popup.getByRole('button', { name: t('consent:popup.customise') }).click();
  const dialog = page.getByRole('dialog', { name: t('consent:dialog.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: t('consent:categories.necessary.title') })).toBeDisabled();
  await dialog.getByRole('switch', { name: t('consent:categories.advertising.title') }).check();
  await snap(page, 'engage-02-privacy-dialog-phone', { fullPage: false });
  await dialog.getByRole('button', { name: t('consent:dialog.save') }).click();
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('fre.consent') ?? 'null'));
  expect(stored).toMatchObject({ necessary: true, advertising: true });

  await page.reload();
  await passPageTimers(page, TIMERS.cookiePopupMs);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The legal pages are ours, dated, and link to each other: the landing's footer leads there.
  await page.getByRole('navigation', { name: fr.web('footer.legal') }).getByRole('link', { name: fr.web('legal.cookies.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr.web('legal.cookies.title') })).toBeVisible();
  await expect(page.getByText('fre.consent').first()).toBeVisible();
});

test("the landing's footer links to the public addresses the server has, and shows none it lacks", async ({ page }) => {
  // This server has the Telegram chat's address only (playwright.config.ts): the pre-rendered page
  // gets it at start, the others are left out; then the app's own rendering (another language) too.
  await page.setViewportSize(PHONE);
  await answeredCookies(page);
  await page.goto('/');
  const footer = page.locator('footer');
  const community = footer.getByRole('navigation', { name: fr.web('footer.community') });
  await expect(community.getByRole('link')).toHaveCount(1);
  await expect(community.getByRole('link', { name: fr.web('footer.links.telegramGroup') })).toHaveAttribute('href', 'https://t.me/fre_mining_group');
  for (const unset of ['whitePaper', 'officialSite', 'telegramChannel', 'x', 'facebook', 'youtube']) {
    await expect(footer.getByRole('link', { name: fr.web(`footer.links.${unset}`), exact: true })).toHaveCount(0);
  }
  await expect(page.locator('a[href*=".invalid"]')).toHaveCount(0);
  await footer.scrollIntoViewIfNeeded();
  await footer.screenshot({ path: path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots', 'engage-00-landing-footer-phone.png'), animations: 'disabled' });

  const en = texts('en');
  await page.getByRole('button', { name: pattern(fr.web('language.label')) }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const appFooter = page.locator('footer').getByRole('navigation', { name: en.web('footer.community') });
  await expect(appFooter.getByRole('link', { name: en.web('footer.links.telegramGroup') })).toHaveAttribute('href', 'https://t.me/fre_mining_group');
  await expect(page.locator('footer').getByRole('link', { name: en.web('footer.links.whitePaper') })).toHaveCount(0);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.locator('footer').screenshot({ path: path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots', 'engage-00-landing-footer-app-en.png'), animations: 'disabled' });
});

test('an admin publishes a global message and an information message; the player sees each once', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const adminContext = await playerContext(browser);
  await readyOperator(adminContext.request, { prefix: 'eadm' });
  // The support queue this journey empties is to hold its player's ticket alone: those another
  // journey on this server left open are answered and closed first.
  const left = (await (await adminContext.request.get('/api/admin/support')).json()) as { items: { id: string }[] };
  for (const { id } of left.items) {
    const closed = await adminContext.request.post(`/api/admin/support/${id}/reply`, { data: { reply: 'Left by another journey', close: true } });
    expect(closed.ok(), await closed.text()).toBe(true);
  }

  const playerCtx = await playerContext(browser);
  const player = await readyPlayer(playerCtx.request, { prefix: 'ejou' });
  const page = await playerCtx.newPage();
  await dismissTradingPromo(page);
  // The player's first page.
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation').first()).toBeVisible();

  // The admin writes the global message, with its preview.
  const adminPage = await adminContext.newPage();
  await dismissTradingPromo(adminPage);
  // The operator's first page: the back office's messages (this session is unlocked by setting its code).
  await adminPage.goto('/admin/messages');
  await expect(adminPage.getByRole('heading', { level: 1, name: fr.admin('pages.messages.title') })).toBeVisible();
  const title = `Maintenance ${stamp % 10000}`;
  await adminPage.getByLabel(t('admin-messages:global.type')).selectOption('warning');
  await adminPage.getByLabel(t('admin-messages:fields.title')).first().fill(title);
  await adminPage.locator('#global-content').fill('Le minage sera en pause ce soir de 22 h à 22 h 30. Vos sessions reprendront automatiquement.');
  await shot(adminPage, 'engage-07-admin-messages-phone');
  await adminPage.getByRole('button', { name: t('admin-messages:global.publish') }).click();
  await expect(adminPage.getByText(t('admin-messages:global.published'))).toBeVisible();
  // A live global message covers every page: retired whatever happens, so that a failure here
  // does not spread to the journeys after this one.
  try {
    await adminPage.setViewportSize(DESKTOP);
    await shot(adminPage, 'engage-08-admin-messages-desktop');
    await adminPage.setViewportSize(PHONE);

    // The player sees it once: closing marks it read, a reload does not show it again.
    await page.reload();
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(t('messages:global.types.warning'))).toBeVisible();
    await snap(page, 'engage-03-global-message-phone', { fullPage: false });
    // The dialog leaves at once; the reload waits for the server to have recorded the reading (the
    // next page's request for messages could otherwise be answered first, as in one CI run).
    const read = page.waitForResponse((response) => /\/api\/messages\/global\/[^/]+\/read$/.test(response.url()));
    await modal.getByRole('button', { name: t('messages:global.ok') }).click();
    await expect(modal).toBeHidden();
    expect((await read).status()).toBe(204);
    // The next load's messages, from which its overlays are drawn, no longer hold it.
    // Listened for once the new page is there: the old page's refetch after the reading (a poll
    // racing the reload) was caught before, and its body was gone with that page.
    await page.reload({ waitUntil: 'commit' });
    const reloaded = await overlaysData(page);
    expect(((await reloaded.json()) as { global: unknown }).global).toBeNull();
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);

    // A new information message: the toast announces it at the next check (the page's clock moved
    // to it) and closes after 10 s.
    const infoTitle = `Nouveauté ${stamp % 10000}`;
    await adminPage.getByLabel(t('admin-messages:fields.title')).nth(1).fill(infoTitle);
    await adminPage.locator('#information-content').fill('Les classements hebdomadaires arrivent : comparez votre minage avec vos amis chaque semaine.');
    await adminPage.getByRole('button', { name: t('admin-messages:information.publish') }).click();
    await expect(adminPage.getByText(t('admin-messages:information.published'))).toBeVisible();
    const toast = page.getByRole('status').filter({ hasText: infoTitle });
    await page.clock.fastForward(TIMERS.messagesPollMs);
    await expect(toast).toBeVisible();
    const pageNow = () => page.evaluate(() => Date.now());
    const shownAt = await pageNow();
    // Drawn from the same answer as the toast: the global message, read, is still not shown.
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
    await expect(toast.getByRole('link', { name: t('messages:toast.view') })).toBeVisible();
    await snap(page, 'engage-04-toast-phone', { fullPage: false });
    // Still there a second before its 10 s (of the page's clock), gone a second after.
    await page.clock.fastForward(Math.max(0, shownAt + TIMERS.toastMs - 1_000 - (await pageNow())));
    await expect(toast).toBeVisible();
    await page.clock.fastForward(2_000);
    await expect(toast).toBeHidden();

    // The information page lists it as new; mark all read.
    await openFromMore(page, 'information');
    await expect(page.getByRole('heading', { level: 1, name: t('messages:information.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: infoTitle })).toBeVisible();
    await shot(page, 'engage-05-information-phone');
    await page.getByRole('button', { name: t('messages:information.markAll') }).click();
    await expect(page.getByText(t('messages:information.new'), { exact: true })).toHaveCount(0);

    // Support: search the FAQ, send a ticket, see it listed.
    await openFromMore(page, 'support');
    await expect(page.getByRole('heading', { level: 1, name: t('support:title') })).toBeVisible();
    await page.getByPlaceholder(t('support:faq.search')).fill('retrait');
    await expect(page.getByText(t('support:faq.items.withdrawal.q'))).toBeVisible();
    await page.getByPlaceholder(t('support:faq.search')).fill('');
    await page.getByLabel(t('support:form.category')).selectOption('mining');
    await page.getByLabel(t('support:form.message')).fill("Ma session de minage ne s'est pas relancée après la réclamation.");
    await page.getByRole('button', { name: t('support:form.submit') }).click();
    await expect(page.getByText(t('support:form.sent'))).toBeVisible();
    await expect(page.getByText(t('support:status.open'), { exact: true })).toBeVisible();
    await shot(page, 'engage-06-support-phone');

    // The admin answers from the support queue.
    await openAdminPage(adminPage, 'support');
    await adminPage.getByRole('button', { name: new RegExp(player.nickname) }).click();
    await adminPage.getByLabel(t('admin-support:reply'), { exact: true }).fill('Bonjour, la session est relancée. Bon minage !');
    await adminPage.getByRole('button', { name: t('admin-support:sendClose') }).click();
    await expect(adminPage.getByText(t('admin-support:empty'))).toBeVisible();
    await page.reload();
    await expect(page.getByText('Bonjour, la session est relancée. Bon minage !')).toBeVisible();

    // The admin retires the global message: nobody sees it any more.
    await openAdminPage(adminPage, 'messages');
    await adminPage.getByRole('button', { name: t('admin-messages:global.retire') }).click();
    await expect(adminPage.getByRole('button', { name: t('admin-messages:global.retire') })).toHaveCount(0);
  } finally {
    await adminContext.request.delete('/api/admin/messages/global');
  }

  await adminContext.close();
  await playerCtx.close();
});

test('the tutorial greets a new account, in every language, and not an account older than 24 h', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await playerContext(browser);
  const account = await readyPlayer(context.request, { prefix: 'etut', tutorialSkipped: false });
  const page = await context.newPage();
  await dismissTradingPromo(page);

  for (const language of LANGUAGES) {
    const tl = textsIn(language);
    expect((await context.request.patch('/api/me', { data: { language } })).ok()).toBe(true);
    await page.addInitScript((lng) => window.localStorage.setItem('fre.language', lng), language);
    // The first page of a new account, opened afresh in each language: the tutorial greets it on
    // arrival, its delay moved past on the page's clock.
    await loadPastOverlayDelay(page, () => page.goto('/dashboard'), TIMERS.tutorialDelayMs);
    const dialog = page.getByRole('dialog', { name: tl('tutorial:steps.welcome.title') });
    await expect(dialog).toBeVisible({ timeout: TIMERS.tutorialDelayMs + 10_000 });
    await expect(dialog.getByText(tl('tutorial:step', { n: 1, total: 9 }))).toBeVisible();
    await expect(dialog.getByRole('button', { name: tl('tutorial:previous') })).toBeDisabled();
    await expect(dialog).toBeVisible();
    await snap(page, `engage-09-tutorial-${language}-phone`, { fullPage: false });
    if (language === 'fr') {
      await dialog.getByRole('button', { name: tl('tutorial:next') }).click();
      await expect(page.getByRole('dialog', { name: tl('tutorial:steps.mining.title') })).toBeVisible();
      await expect(page.getByText(tl('tutorial:step', { n: 2, total: 9 }))).toBeVisible();
    }
  }

  // Older than 24 h: a fresh sign-in does not show it.
  await advanceServerClock(context.request, TIMERS.tutorialWindowMs + 60 * 60_000);
  await context.close();
  const later = await playerContext(browser);
  expect((await later.request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD, altcha: await solvedAppChallenge() } })).ok()).toBe(true);
  const again = await later.newPage();
  await dismissTradingPromo(again);
  // The first page of the later sign-in: past the tutorial's delay (the page's clock moved), nothing opened.
  await loadPastOverlayDelay(again, () => again.goto('/dashboard'), TIMERS.tutorialDelayMs);
  await expect(again.getByRole('dialog', { name: textsIn('zh')('tutorial:steps.welcome.title') })).toHaveCount(0);
  await expect(again.getByRole('dialog', { name: t('tutorial:steps.welcome.title') })).toHaveCount(0);
  await later.close();
});
