import type { APIRequestContext, Page } from '@playwright/test';
import { signInitData } from '../../apps/server/src/modules/telegram-api/init-data.ts';
import { E2E_SETTINGS } from '../playwright.config.ts';
import { solvedAppChallenge } from '../support/bot-challenge.ts';
import { namespaceTexts, type Language } from '../support/locales.ts';
import { openProfile } from '../support/navigation.ts';
import { answeredCookies, readMessages } from '../support/quiet-overlays.ts';
import { snap } from '../support/screenshots.ts';
import { recordTelegramBridge } from '../support/telegram.ts';
import { serverNowSeconds } from '../support/test-clock.ts';
import { expect, test } from '../support/test.ts';

test.use({ actionTimeout: 15_000 });
const newPassword = 'Telegr4m!secret';

/** `initData` signed as Telegram signs it for the journeys' bot, dated by the server's clock (other journeys move it). */
async function freshInitData(request: APIRequestContext, user: { id: number; username: string; language_code: string }): Promise<string> {
  const authDate = await serverNowSeconds(request);
  return signInitData({ query_id: `AAE${user.id}`, user: JSON.stringify({ id: user.id, first_name: 'Ada', username: user.username, language_code: user.language_code }), auth_date: String(authDate) }, E2E_SETTINGS.telegramBotToken);
}

/**
 * A player who opened the Mini App for the first time: the account is made by POST /api/auth/telegram
 * (its cookies sign this browser in), then the app is opened the way Telegram opens it, the signed
 * launch data in the address's hash and Telegram's bridge in the page; the re-authentication uses them.
 */
async function openedFromTelegram(page: Page, language: Language): Promise<{ username: string }> {
  const id = 7_000_000 + Math.floor(Math.random() * 1_000_000);
  const tgUser = { id, username: `ada_${id}`, language_code: language };
  let initData = await freshInitData(page.request, tgUser);
  let signedIn = await page.request.post('/api/auth/telegram', { data: { initData } });
  if (signedIn.status() !== 200) {
    // A new account takes the bot challenge first, as an email sign-up does.
    signedIn = await page.request.post('/api/auth/telegram', { data: { initData, altcha: await solvedAppChallenge() } });
  }
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const body = (await signedIn.json()) as { created: boolean; user: { email: string | null; hasPassword: boolean; verifiedBy: string | null } };
  expect(body).toMatchObject({ created: true, user: { email: null, hasPassword: false, verifiedBy: 'telegram' } });
  expect((await page.request.patch('/api/me', { data: { tutorialSkipped: true, language } })).ok()).toBe(true);
  await readMessages(page.request);
  await answeredCookies(page);
  await page.addInitScript((lang) => window.localStorage.setItem('fre.language', lang), language);
  initData = await freshInitData(page.request, tgUser);
  // Telegram's webview: the launch data in the hash counts only where Telegram's bridge is (decision 045, amended).
  await recordTelegramBridge(page, 'dark');
  const launch = new URLSearchParams({ tgWebAppData: initData, tgWebAppPlatform: 'android', tgWebAppVersion: '8.0', tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', text_color: '#f5f5f5' }) });
  await page.goto(`/dashboard#${launch.toString()}`);
  return { username: tgUser.username };
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

test('a player who came from Telegram adds an email and sets a password from Security, confirming with Telegram', async ({ page }) => {
  test.setTimeout(120_000);
  const security = namespaceTexts('security', 'fr');
  const profileTexts = namespaceTexts('profile', 'fr');
  await openedFromTelegram(page, 'fr');

  // The profile says there is no address, and leads to Security by a tap.
  await openProfile(page, 'fr');
  await expect(page.getByText(profileTexts('email.none'))).toBeVisible();
  await snap(page, 'telegram-profile-fr', { fullPage: false });
  await page.getByRole('link', { name: profileTexts('email.add') }).click();
  await expect(page.getByRole('heading', { level: 1, name: security('page.title') })).toBeVisible();
  const emailCard = page.getByRole('region', { name: security('email.title') });
  const passwordCard = page.getByRole('region', { name: security('password.setTitle') });
  await expect(passwordCard.getByLabel(security('password.current'))).toHaveCount(0);
  await shot(page, 'telegram-security-fr');

  // The address: the app asks the person first, Telegram's signed launch standing for the password.
  const address = `tg.${Date.now().toString(36)}@example.test`;
  await emailCard.getByRole('textbox', { name: security('email.label') }).fill(address);
  await emailCard.getByRole('button', { name: security('email.submit') }).click();
  const dialog = page.getByRole('dialog', { name: security('reauth.title') });
  await expect(dialog.getByText(security('reauth.telegramIntro'))).toBeVisible();
  await expect(dialog.getByLabel(security('reauth.password'))).toHaveCount(0);
  await snap(page, 'telegram-reauth-fr', { fullPage: false });
  await dialog.getByRole('button', { name: security('reauth.telegram') }).click();
  await expect(dialog).toBeHidden();
  await expect(emailCard.getByText(security('email.sentTitle'))).toBeVisible();
  // The card names the address it added, and says where the link went.
  await expect(emailCard.getByRole('status').getByText(address)).toBeVisible();
  expect(((await (await page.request.get('/api/me')).json()) as { user: { email: string; emailVerified: boolean } }).user).toMatchObject({ email: address, emailVerified: false });

  // The first password, within the few minutes the confirmation lasts: no dialog again.
  await passwordCard.getByLabel(security('password.new'), { exact: true }).fill(newPassword);
  await passwordCard.getByLabel(security('password.confirm')).fill(newPassword);
  await passwordCard.getByRole('button', { name: security('password.setSubmit') }).click();
  await expect(page.getByText(security('password.setDone'))).toBeVisible();
  // The card is now the usual one, with the current password.
  await expect(page.getByRole('region', { name: security('password.title') }).getByLabel(security('password.current'))).toBeVisible();
  await shot(page, 'telegram-security-done-fr');

  // Withdrawals wait for the address's link to be opened, and say so first.
  await page.goto('/withdrawal');
  const notice = page.getByRole('region', { name: namespaceTexts('email-required', 'fr')('unconfirmedTitle') });
  await expect(notice.getByText(address)).toBeVisible();
  await shot(page, 'telegram-withdrawal-fr');

  // The address and the new password open the account in a browser too.
  const browser = await page.context().browser()!.newContext();
  const login = await browser.request.post('/api/auth/login', { data: { email: address, password: newPassword } });
  expect(login.status(), await login.text()).toBe(200);
  await browser.close();
});

test('the same screens in Russian', async ({ page }) => {
  test.setTimeout(90_000);
  const security = namespaceTexts('security', 'ru');
  await openedFromTelegram(page, 'ru');
  await openProfile(page, 'ru');
  await page.getByRole('link', { name: namespaceTexts('profile', 'ru')('email.add') }).click();
  await expect(page.getByRole('heading', { level: 1, name: security('page.title') })).toBeVisible();
  await expect(page.getByRole('region', { name: security('password.setTitle') })).toBeVisible();
  await shot(page, 'telegram-security-ru');
  const emailCard = page.getByRole('region', { name: security('email.title') });
  await emailCard.getByRole('textbox', { name: security('email.label') }).fill(`tg.ru.${Date.now().toString(36)}@example.test`);
  await emailCard.getByRole('button', { name: security('email.submit') }).click();
  const dialog = page.getByRole('dialog', { name: security('reauth.title') });
  await expect(dialog.getByRole('button', { name: security('reauth.telegram') })).toBeVisible();
  await snap(page, 'telegram-reauth-ru', { fullPage: false });
  await dialog.getByRole('button', { name: security('reauth.cancel') }).click();

  // The identity check says first that an address is needed, and where to add it.
  await page.goto('/kyc');
  const emailRequiredTexts = namespaceTexts('email-required', 'ru');
  await expect(page.getByRole('region', { name: emailRequiredTexts('noneTitle') }).getByRole('link', { name: emailRequiredTexts('add') })).toBeVisible();
  await shot(page, 'telegram-kyc-ru');
});
