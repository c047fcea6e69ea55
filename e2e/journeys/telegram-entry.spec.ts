import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { solvedAppChallenge } from '../support/bot-challenge.ts';
import { namespaceTexts, type Language } from '../support/locales.ts';
import { readMessages } from '../support/quiet-overlays.ts';
import { readyPlayerOn } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { launchAddress, recordTelegramBridge, telegramPlayer, type TelegramPlayer } from '../support/telegram.ts';
import { expect, test } from '../support/test.ts';

/**
 * The Mini App's address is a sign-in only when Telegram opens it (decision 045, amended). A link
 * carrying another Telegram user's launch data, opened in a browser signed in by email, signs
 * nobody in; opened by Telegram (its bridge answers) in that browser, the app asks which account
 * to continue with, and does what the person chose.
 */

/** The account a request context's session opens. */
async function me(request: APIRequestContext): Promise<{ id: string; nickname: string }> {
  const response = await request.get('/api/me');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { id: string; nickname: string } }).user;
}

/** A Telegram user whose account Telegram made earlier, on their phone: tutorial skipped, messages read. */
async function telegramAccount(language: Language, firstName: string): Promise<{ player: TelegramPlayer; id: string }> {
  const phone = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const player = await telegramPlayer(phone, { firstName, languageCode: language });
  const made = await phone.post('/api/auth/telegram', { data: { initData: player.initData, altcha: await solvedAppChallenge() } });
  expect(made.status(), await made.text()).toBe(200);
  const { id } = ((await made.json()) as { user: { id: string } }).user;
  expect((await phone.patch('/api/me', { data: { tutorialSkipped: true } })).ok()).toBe(true);
  await readMessages(phone);
  await phone.dispose();
  return { player, id };
}

/** Every POST /api/auth/telegram the page sends from now on. */
function telegramSignIns(page: Page): unknown[] {
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/telegram') sent.push(request.postDataJSON());
  });
  return sent;
}

for (const { language, locale, firstName } of [
  { language: 'fr', locale: 'fr-FR', firstName: 'Mallory' },
  { language: 'ru', locale: 'ru-RU', firstName: 'Мэллори' },
] as { language: Language; locale: string; firstName: string }[]) {
  test.describe(`the Mini App's address (${language})`, () => {
    test.use({ locale });

    test("signs nobody in from a link; inside Telegram asks which account, keeps the browser's or switches as chosen", async ({ page }) => {
      test.setTimeout(120_000);
      const web = namespaceTexts('web', language);
      const shot = (name: string) => snap(page, `telegram-entry-${language}-${name}`, { fullPage: false });
      const account = await readyPlayerOn(page, { prefix: `entree${language}`, language });
      const emailAccount = await me(page.request);
      const telegram = await telegramAccount(language, firstName);
      const signIns = telegramSignIns(page);

      // A link with Telegram's launch data, opened in this browser: no Telegram app behind it.
      await page.goto(launchAddress(telegram.player.initData, 'dark'));
      await expect(page.getByRole('heading', { level: 1, name: web('telegram.outside.title') })).toBeVisible();
      await expect(page.getByText(web('telegram.outside.text'))).toBeVisible();
      await shot('1-link-in-a-browser');
      expect(signIns).toEqual([]);
      expect((await me(page.request)).id).toBe(emailAccount.id);
      // On in the browser: its own account, untouched.
      await page.getByRole('link', { name: web('telegram.outside.continue') }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('button', { name: web('mining.start') })).toBeVisible();
      expect(signIns).toEqual([]);
      expect((await me(page.request)).id).toBe(emailAccount.id);

      // Telegram opens the same address (its bridge answers): the browser's account is asked about.
      await recordTelegramBridge(page, 'dark');
      await page.goto(launchAddress(telegram.player.initData, 'dark'));
      await expect(page.getByRole('heading', { level: 1, name: web('telegram.choice.title') })).toBeVisible();
      await expect(page.getByText(web('telegram.choice.question', { current: account.nickname, telegram: firstName }))).toBeVisible();
      await expect(page.getByText(web('telegram.choice.switchNote', { nickname: account.nickname }))).toBeVisible();
      await shot('2-which-account');
      expect(signIns).toEqual([{ initData: telegram.player.initData }]);

      // Continuing as the browser's account changes nothing.
      await page.getByRole('button', { name: web('telegram.choice.keep', { nickname: account.nickname }) }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('button', { name: web('mining.start') })).toBeVisible();
      expect(signIns).toHaveLength(1);
      expect((await me(page.request)).id).toBe(emailAccount.id);

      // Asked again, the person chooses Telegram's account: signed in to it, the email session ended.
      const emailSession = (await page.context().cookies()).find((cookie) => cookie.name === 'fre_session')!.value;
      await page.goto(launchAddress(telegram.player.initData, 'dark'));
      await page.getByRole('button', { name: web('telegram.choice.switch', { name: firstName }) }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('button', { name: web('mining.start') })).toBeVisible();
      await shot('3-switched');
      expect(signIns).toEqual([{ initData: telegram.player.initData }, { initData: telegram.player.initData }, { initData: telegram.player.initData, switchAccount: true }]);
      expect((await me(page.request)).id).toBe(telegram.id);
      const old = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { cookie: `fre_session=${emailSession}` } });
      expect((await old.get('/api/me')).status()).toBe(401);
      await old.dispose();
    });
  });
}
