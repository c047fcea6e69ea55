import { request as playwrightRequest, type Page } from '@playwright/test';
import { emailsTo } from '../support/outbox.ts';
import { snap } from '../support/screenshots.ts';
import { namespaceTexts } from '../support/locales.ts';
import { PASSWORD, readyPlayerOn } from '../support/ready.ts';
import { expect, test } from '../support/test.ts';
import { PORT } from '../playwright.config.ts';

const security = namespaceTexts('security', 'fr');
const securityRu = namespaceTexts('security', 'ru');
const profileTexts = namespaceTexts('profile', 'fr');
const email = namespaceTexts('email', 'fr');

const BASE_URL = `http://localhost:${PORT}`;
const newPassword = 'N0uveau!secret';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
test.use({ actionTimeout: 15_000 });

/** Another device signed in to the account, through the API, with its own user-agent. */
async function otherDevice(account: { email: string }, userAgent: string, secret = PASSWORD) {
  const device = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'user-agent': userAgent, 'accept-language': 'fr' } });
  const signedIn = await device.post('/api/auth/login', { data: { email: account.email, password: secret } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return device;
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

test('a player changes the password and signs other devices out, from Profile → Security', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await readyPlayerOn(page, { prefix: 'secure' });

  // The browser here is a Chrome on Android too: a sign-in from an iPhone is the new device.
  const phone = await otherDevice(account, IPHONE_SAFARI);
  // The sign-in from a device this account never used was told by email.
  await expect.poll(() => emailsTo(account.email).some((text) => text.includes('Safari 17 · iOS 17'))).toBe(true);

  // The player's first page.
  await page.goto('/profile');
  await page.getByRole('link', { name: new RegExp(profileTexts('links.security')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: security('page.title') })).toBeVisible();

  const devices = page.getByRole('region', { name: security('devices.title') });
  await expect(devices.getByText(security('devices.current'))).toBeVisible();
  await expect(devices.getByText('Safari 17 · iOS 17')).toBeVisible();
  await shot(page, 'account-security-fr');

  // One other device, signed out by its own button: its session answers 401 from then on.
  await devices.getByRole('button', { name: security('devices.endOneLabel', { device: 'Safari 17 · iOS 17' }) }).click();
  await expect(devices.getByText('Safari 17 · iOS 17')).toBeHidden();
  expect((await phone.get('/api/me')).status()).toBe(401);

  // Two more, signed out at once after a confirmation.
  const tablet = await otherDevice(account, IPHONE_SAFARI);
  const laptop = await otherDevice(account, WINDOWS_FIREFOX);
  await page.reload();
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await devices.getByRole('button', { name: security('devices.endOthers') }).click();
  const dialog = page.getByRole('dialog', { name: security('devices.confirm.title') });
  await expect(dialog.getByText(security('devices.confirm.text_other', { count: 2 }))).toBeVisible();
  await snap(page, 'account-security-confirm-fr', { fullPage: false });
  await dialog.getByRole('button', { name: security('devices.confirm.submit') }).click();
  await expect(devices.getByText(security('devices.alone'))).toBeVisible();
  expect((await tablet.get('/api/me')).status()).toBe(401);
  expect((await laptop.get('/api/me')).status()).toBe(401);

  // The password: a wrong current one is said under its field, then the change goes through.
  const passwordCard = page.getByRole('region', { name: security('password.title') });
  await passwordCard.getByLabel(security('password.current')).fill('Wr0ng!guess');
  await passwordCard.getByLabel(security('password.new'), { exact: true }).fill(newPassword);
  await passwordCard.getByLabel(security('password.confirm')).fill(newPassword);
  await passwordCard.getByRole('button', { name: security('password.submit') }).click();
  await expect(passwordCard.getByRole('alert')).toBeVisible();
  await passwordCard.getByLabel(security('password.current')).fill(PASSWORD);
  await passwordCard.getByRole('button', { name: security('password.submit') }).click();
  await expect(passwordCard.getByText(security('password.done'))).toBeVisible();
  const changedNotice = email('notice.password_changed.intro', { time: '\u0000' }).split('\u0000')[0]!;
  await expect.poll(() => emailsTo(account.email).some((text) => text.includes(changedNotice))).toBe(true);
  expect(emailsTo(account.email).join('\n')).toContain(`${BASE_URL}/reset-password`);
  // This device stays signed in.
  expect((await page.request.get('/api/me')).status()).toBe(200);

  // The same screen in Russian, with another device to show.
  await otherDevice(account, WINDOWS_FIREFOX, newPassword);
  expect((await page.request.patch('/api/me', { data: { language: 'ru' } })).ok()).toBe(true);
  await page.evaluate(() => window.localStorage.setItem('fre.language', 'ru'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: securityRu('page.title') })).toBeVisible();
  await expect(page.getByRole('region', { name: securityRu('devices.title') }).getByText(securityRu('devices.current'))).toBeVisible();
  await shot(page, 'account-security-ru');
});
