import { TIMERS } from '@fre/domain';
import { request as apiRequest, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { namespaceTexts, type Language } from '../support/locales.ts';
import { openFromBar, openFromMore } from '../support/navigation.ts';
import { answeredCookies, readMessages } from '../support/quiet-overlays.ts';
import { snap } from '../support/screenshots.ts';
import { bridgeCalls, lastCall, launchAddress, payInStars, recordTelegramBridge, telegramPlayer, telegramSends, TELEGRAM_THEMES, type TelegramTheme } from '../support/telegram.ts';
import { E2E_SETTINGS, STAND_INS_URL } from '../playwright.config.ts';

/**
 * The app opened the way Telegram opens a Mini App (decision 045): the launch data in the address's
 * hash, Telegram's webview bridge recorded, Telegram's colours. The player signs in by itself,
 * invites with the Mini App's link, mines, finds Telegram's BackButton on a sub-page, and buys in
 * Stars through to the credit (the bot's webhook gets the payment as Telegram posts it).
 */

const hex = (colour: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16)).join(', ')})`;

/** The bearer session the app keeps for the tab, as an API client: the journey's own set-up calls. */
async function asThePlayer(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('fre.session-token'));
  expect(token).toBeTruthy();
  return apiRequest.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

for (const { language, theme, locale, firstName } of [
  { language: 'fr', theme: 'dark', locale: 'fr-FR', firstName: 'Camille' },
  { language: 'ru', theme: 'light', locale: 'ru-RU', firstName: 'Алёна' },
  { language: 'zh', theme: 'dark', locale: 'zh-CN', firstName: '小雨' },
] as { language: Language; theme: TelegramTheme; locale: string; firstName: string }[]) {
  test.describe(`inside Telegram (${language}, ${theme} theme)`, () => {
    test.use({ locale });

    test('signs in by itself, invites with the Mini App link, mines, goes back with the BackButton and buys in Stars', async ({ page, request }) => {
      const web = namespaceTexts('web', language);
      const referralsTexts = namespaceTexts('referrals', language);
      const shopTexts = namespaceTexts('shop', language);
      const shot = (name: string) => snap(page, `telegram-${language}-${theme}-${name}`, { fullPage: false });
      await answeredCookies(page);
      await recordTelegramBridge(page, theme);
      const player = await telegramPlayer(request, { firstName, languageCode: language });

      // Telegram opens the Mini App's address: a new player's account is made (with the bot challenge), then the dashboard.
      await page.goto(launchAddress(player.initData, theme));
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
      const calls = (await bridgeCalls(page)).map((call) => call.method);
      for (const method of ['web_app_ready', 'web_app_expand', 'web_app_request_fullscreen', 'web_app_request_safe_area', 'web_app_request_content_safe_area']) expect(calls).toContain(method);
      // The journey is about the Mini App: the tutorial (tested on its own) skipped, other journeys' messages read.
      const player_api = await asThePlayer(page);
      expect((await player_api.patch('/api/me', { data: { tutorialSkipped: true } })).ok()).toBe(true);
      await readMessages(player_api);
      await page.reload();

      // Telegram's colours, and room for Telegram's controls over the fullscreen app.
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(hex(TELEGRAM_THEMES[theme].bg_color));
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--safe-top').trim())).toBe('70px');
      const start = page.getByRole('button', { name: web('mining.start') });
      await expect(start).toBeVisible();
      // Greeted as Telegram greets them: by first name, not by the nickname made from the username.
      await expect(page.getByText(web('mining.hello', { nickname: firstName }), { exact: true })).toBeVisible();
      await shot('1-dashboard');

      // Mining starts, felt in the hand.
      await start.click();
      await expect(page.getByText(web('mining.phase.running'))).toBeVisible();
      await expect.poll(async () => (await lastCall(page, 'web_app_trigger_haptic_feedback'))?.params).toEqual({ type: 'impact', impact_style: 'medium' });
      await shot('2-mining');

      // The invitation is the Mini App's own link, shared through Telegram's share screen; no BackButton on a top-level page.
      await openFromBar(page, 'group', language);
      const link = page.getByLabel(referralsTexts('invite.link'));
      await expect(link).toHaveText(new RegExp(`^${E2E_SETTINGS.telegramMiniAppUrl.replace(/[.?/]/g, '\\$&')}\\?startapp=ref_[A-Z0-9]+$`));
      const inviteLink = (await link.textContent())!;
      await page.getByRole('button', { name: referralsTexts('invite.share') }).click();
      await expect.poll(async () => (await lastCall(page, 'web_app_open_tg_link'))?.params.path_full).toMatch(new RegExp(`^/share/url\\?url=${encodeURIComponent(inviteLink).replace(/[.?]/g, '\\$&')}&text=`));
      expect((await lastCall(page, 'web_app_setup_back_button'))?.params.is_visible ?? false).toBe(false);
      await shot('3-invite');

      // A game is a sub-page: Telegram's BackButton shows there, swipes do not fold the app, and the BackButton goes back.
      await openFromBar(page, 'games', language);
      await expect.poll(async () => (await lastCall(page, 'web_app_setup_swipe_behavior'))?.params).toEqual({ allow_vertical_swipe: false });
      await page.getByRole('main').locator('a[href^="/game/"]').first().click();
      await expect(page).toHaveURL(/\/game\/[\w-]+$/);
      await expect.poll(async () => (await lastCall(page, 'web_app_setup_back_button'))?.params).toEqual({ is_visible: true });
      // Telegram's BackButton is the one way back: the page draws no second one.
      await expect(page.getByRole('link', { name: web('nav.back') })).toHaveCount(0);
      await expect(page.getByRole('link', { name: new RegExp(`^${web('nav.backTo', { page: '.+' }).replace(/[()]/g, '\\$&')}$`) })).toHaveCount(0);
      await shot('4-game-with-back-button');
      await telegramSends(page, 'back_button_pressed');
      await expect(page).toHaveURL(/\/game$/);
      await expect.poll(async () => (await lastCall(page, 'web_app_setup_back_button'))?.params).toEqual({ is_visible: false });

      // The shop sells in Stars only; the payment goes through Telegram's sheet, the credit through the bot's webhook.
      await openFromMore(page, 'shop', language);
      await expect(page.getByText(shopTexts('subtitleStars'))).toBeVisible();
      const pay = page.getByRole('button', { name: shopTexts('payStarsItem', { name: shopTexts('items.pack', { id: 'FRE1' }) }) });
      await expect(pay).toBeVisible();
      await expect(page.getByRole('main').getByText(/\bTON\b/)).toHaveCount(0);
      // Every Stars price after its star, as Telegram writes them (a drawn star: the emoji needs a colour font).
      await expect(page.getByRole('listitem', { name: shopTexts('items.pack', { id: 'FRE1' }) }).locator('span:has(> svg:first-child)').filter({ hasText: /^\d/ })).toBeVisible();
      await shot('5-shop-in-stars');
      const created = page.waitForResponse((response) => response.url().endsWith('/api/shop/orders') && response.request().method() === 'POST');
      await pay.click();
      const order = (await (await created).json()) as { method: string; orderId: string; invoiceLink: string; stars: number };
      expect(order.method).toBe('stars');
      const slug = /^https:\/\/t\.me\/\$([\w-]+)$/.exec(order.invoiceLink)?.[1];
      await expect.poll(async () => (await lastCall(page, 'web_app_open_invoice'))?.params).toEqual({ slug });
      // Telegram asks the bot, takes the Stars, tells the bot, then closes its sheet.
      expect(await payInStars(request, player, order)).toEqual({ preCheckout: 200, payment: 200 });
      const botCalls = (await (await request.get(`${STAND_INS_URL}/control/telegram-calls`)).json()) as { method: string; params: Record<string, unknown> }[];
      expect(botCalls.find((call) => call.method === 'createInvoiceLink' && String(call.params.payload) === `order:${order.orderId}`)?.params).toMatchObject({ currency: 'XTR' });
      expect(botCalls.filter((call) => call.method === 'answerPreCheckoutQuery').at(-1)?.params).toMatchObject({ ok: true });
      await telegramSends(page, 'invoice_closed', { slug, status: 'paid' });
      await expect(page.getByText(shopTexts('order.paid.title'))).toBeVisible({ timeout: 10_000 });
      await shot('6-stars-paid');
      await page.getByRole('button', { name: shopTexts('order.paid.done') }).click();
      await expect(page.getByRole('listitem', { name: shopTexts('items.pack', { id: 'FRE1' }) }).getByText(shopTexts('owned'))).toBeVisible();
      await player_api.dispose();
    });
  });
}

test.describe('inside Telegram, a first launch', () => {
  test.use({ locale: 'fr-FR' });

  test('asks about cookies first, and only then opens the tutorial: one overlay at a time', async ({ page, request }) => {
    const consent = namespaceTexts('consent', 'fr');
    const tutorial = namespaceTexts('tutorial', 'fr');
    await recordTelegramBridge(page, 'dark');
    const player = await telegramPlayer(request, { firstName: 'Inès', languageCode: 'fr' });
    await page.goto(launchAddress(player.initData, 'dark'));
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

    const cookieNotice = page.getByRole('dialog', { name: consent('popup.title') });
    const tutorialDialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: tutorial('skip'), exact: true }) });
    await expect(cookieNotice).toBeVisible();
    // Time enough for the tutorial to have come, had it not waited (it opens after its delay).
    await page.waitForTimeout(TIMERS.tutorialDelayMs + 2_000);
    await expect(tutorialDialog).toHaveCount(0);
    await snap(page, 'telegram-first-launch-1-cookies', { fullPage: false });

    await cookieNotice.getByRole('button', { name: consent('popup.decline') }).click();
    await expect(cookieNotice).toBeHidden();
    await expect(tutorialDialog).toBeVisible();
    await snap(page, 'telegram-first-launch-2-tutorial', { fullPage: false });
  });
});

test.describe('inside Telegram Web', () => {
  test('Telegram Web frames the Mini App on its page, and it works on the bearer token when the browser drops third-party cookies', async ({ page, context, request }) => {
    const web = namespaceTexts('web', 'fr');
    const baseURL = test.info().project.use.baseURL!;
    await answeredCookies(page);
    const player = await telegramPlayer(request, { firstName: 'Lou', languageCode: 'fr' });
    // The app at an https address of its own, another site than Telegram Web's (Chromium keeps a
    // public page from framing a local address): each request passed on to the journeys' server,
    // as from its own address (the server's origin check). The browser keeps no cookie of the
    // framed site, as when it drops third-party cookies.
    const appSite = 'https://fre-mining.example';
    await context.route(`${appSite}/**`, async (route) => {
      const sent = route.request().headers();
      const response = await route.fetch({ url: route.request().url().replace(appSite, baseURL), headers: sent.origin ? { ...sent, origin: baseURL } : sent });
      const headers = { ...response.headers() };
      delete headers['set-cookie'];
      await route.fulfill({ response, headers });
    });
    // Telegram Web's page (its origin, served here): the Mini App in an iframe, its messages recorded and the theme answered.
    const telegramWeb = 'https://web.telegram.org/k/';
    await context.route(telegramWeb, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>html,body{margin:0;height:100%;background:#212d3b}iframe{border:0;width:100%;height:100%}</style></head><body>
<iframe src="${appSite}${launchAddress(player.initData, 'dark', 'weba')}"></iframe>
<script>
window.received = [];
window.addEventListener('message', (event) => {
  const { eventType } = JSON.parse(event.data);
  window.received.push(eventType);
  if (eventType === 'web_app_request_theme') event.source.postMessage(JSON.stringify({ eventType: 'theme_changed', eventData: { theme_params: ${JSON.stringify(TELEGRAM_THEMES.dark)} } }), '*');
});
</script></body></html>`,
      }),
    );
    await page.goto(telegramWeb);
    const app = page.frameLocator('iframe');
    const start = app.getByRole('button', { name: web('mining.start') });
    await expect(start).toBeVisible({ timeout: 30_000 });
    // The app spoke to Telegram Web through its page.
    await expect.poll(() => page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual(expect.arrayContaining(['web_app_ready', 'web_app_expand', 'web_app_request_theme']));
    // Signed in on the bearer token alone: no cookie of the app's site was kept.
    expect(await context.cookies(appSite)).toEqual([]);
    await start.click();
    await expect(app.getByText(web('mining.phase.running'))).toBeVisible();
    await snap(page, 'telegram-web-framed', { fullPage: false });
    // The app goes on polling through the stand-in site: a request in flight must not fail the next test.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test('no other site may frame the Mini App, and no other page may be framed at all', async ({ request }) => {
  const entry = await request.get('/tg');
  expect(entry.headers()['content-security-policy']).toContain('frame-ancestors https://web.telegram.org');
  expect(entry.headers()['x-frame-options']).toBeUndefined();
  const dashboard = await request.get('/dashboard');
  expect(dashboard.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
