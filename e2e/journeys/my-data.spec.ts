import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { snap } from '../support/screenshots.ts';
import { namespaceTexts } from '../support/locales.ts';
import { PASSWORD, readyPlayerOn } from '../support/ready.ts';
import { confirmItsYou } from '../support/reauthentication.ts';
import { expect, test } from '../support/test.ts';

const fr = namespaceTexts('my-data', 'fr');
const ru = namespaceTexts('my-data', 'ru');

test.use({ actionTimeout: 15_000 });

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

async function speak(page: Page, language: 'fr' | 'ru') {
  expect((await page.request.patch('/api/me', { data: { language } })).ok()).toBe(true);
  await page.evaluate((lang) => window.localStorage.setItem('fre.language', lang), language);
  await page.reload();
}

test('a player downloads their data, then deletes their account from Profile → Privacy', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await readyPlayerOn(page, { prefix: 'mydata' });

  // From the profile (the player's first page), the privacy page.
  await page.goto('/profile');
  await page.getByRole('link', { name: new RegExp(`^${fr('page.title')}`) }).click();
  await expect(page).toHaveURL(/\/profile\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: fr('page.title') })).toBeVisible();
  await expect(page.getByRole('region', { name: fr('rights.title') })).toBeVisible();
  await shot(page, 'my-data-fr');

  // Download: a zip whose data.json is the account's.
  const exportCard = page.getByRole('region', { name: fr('export.title') });
  // Identity details and photos: the player proves it is them first (decision 039).
  await exportCard.getByRole('button', { name: fr('export.button') }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), confirmItsYou(page, PASSWORD)]);
  expect(download.suggestedFilename()).toMatch(/^fre-mining-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const data = JSON.parse(strFromU8(files['data.json']!)) as { profile: { email: string; nickname: string } };
  expect(data.profile).toMatchObject({ email: account.email, nickname: account.nickname });
  await expect(exportCard.getByText(fr('export.done'))).toBeVisible();
  // A second one within the hour is refused, with the time it is possible again.
  await exportCard.getByRole('button', { name: fr('export.button') }).click();
  await expect(exportCard.getByText(fr('export.tooSoon', { time: '\u0000' }).split('\u0000')[0]!)).toBeVisible();

  // The same page and dialog in Russian.
  await speak(page, 'ru');
  await expect(page.getByRole('heading', { level: 1, name: ru('page.title') })).toBeVisible();
  await shot(page, 'my-data-ru');
  await page.getByRole('button', { name: ru('delete.button') }).click();
  const dialogRu = page.getByRole('dialog', { name: ru('dialog.title') });
  await expect(dialogRu.getByText(ru('dialog.forfeit', { amount: '0' }))).toBeVisible();
  await snap(page, 'my-data-delete-dialog-ru', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialogRu).toBeHidden();

  // Deletion, in French: what goes, what stays, the balance given up, the password and a typed word.
  await speak(page, 'fr');
  await page.getByRole('button', { name: fr('delete.button') }).click();
  const dialog = page.getByRole('dialog', { name: fr('dialog.title') });
  await expect(dialog.getByText(fr('dialog.keptTitle'))).toBeVisible();
  await expect(dialog.getByText(fr('dialog.forfeit', { amount: '0' }))).toBeVisible();
  await dialog.getByLabel(fr('dialog.password'), { exact: true }).fill('Wrong!pass1');
  await dialog.getByLabel(fr('dialog.confirm', { word: fr('dialog.word') })).fill(fr('dialog.word').toLowerCase());
  await snap(page, 'my-data-delete-dialog-fr', { fullPage: false });
  await dialog.getByRole('button', { name: fr('dialog.submit') }).click();
  // A wrong password is said on its field; nothing is deleted.
  await expect(dialog.getByLabel(fr('dialog.password'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await dialog.getByLabel(fr('dialog.password'), { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: fr('dialog.submit') }).click();

  const done = page.getByRole('dialog', { name: fr('done.title') });
  await expect(done.getByText(fr('done.body'))).toBeVisible();
  await snap(page, 'my-data-deleted-fr', { fullPage: false });
  await done.getByRole('button', { name: fr('done.button') }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);

  // Signing in again fails: the account no longer exists.
  const again = await page.request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } });
  expect(again.status()).toBe(401);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');
});
