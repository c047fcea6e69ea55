import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { TWO_STEP } from '@fre/domain';
import { snap } from '../support/screenshots.ts';
import { advanceServerClock, serverNowSeconds } from '../support/test-clock.ts';
import { namespaceTexts, type Language } from '../support/locales.ts';
import { openAccountPage, openSignIn, signOut } from '../support/navigation.ts';
import { PASSWORD, readyPlayerOn } from '../support/ready.ts';
import { confirmItsYou } from '../support/reauthentication.ts';
import { expect, test } from '../support/test.ts';

const twoStep = namespaceTexts('two-step', 'fr');
const twoStepRu = namespaceTexts('two-step', 'ru');
const web = namespaceTexts('web', 'fr');
const webRu = namespaceTexts('web', 'ru');
test.use({ viewport: { width: 390, height: 844 }, locale: 'fr-FR', actionTimeout: 15_000 });

/** The code an authenticator app shows for the secret read on screen, at the server's (test) time. */
async function codeNow(page: Page, secret: string): Promise<string> {
  const now = await serverNowSeconds(page.request);
  return new TOTP({ secret: Secret.fromBase32(secret), digits: TWO_STEP.digits, period: TWO_STEP.periodSeconds, algorithm: 'SHA1' }).generate({ timestamp: now * 1000 });
}

/** The server takes each time step once: the clock moves on a period before the next code. */
async function nextCode(page: Page, secret: string): Promise<string> {
  await advanceServerClock(page.request, TWO_STEP.periodSeconds * 1000);
  return codeNow(page, secret);
}

/** Signs out from the profile, then back in with the password from the landing: the code step follows. */
async function signOutAndBackIn(page: Page, account: { email: string }, language: Language) {
  const texts = namespaceTexts('web', language);
  await signOut(page, language);
  await openSignIn(page, language);
  await page.getByLabel(texts('auth.fields.email')).fill(account.email);
  await page.getByLabel(texts('auth.fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: texts('auth.login.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { name: texts('auth.twoStep.title') })).toBeVisible();
}

test('a player turns on two-step sign-in from Security, keeps the recovery codes, and signs back in with a code from the app', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await readyPlayerOn(page, { prefix: 'deuxetapes' });

  // Profile → Security: the card says it is off and what it will ask for.
  // The player's first page.
  await page.goto('/profile/security');
  const card = page.getByRole('region', { name: twoStep('title') });
  await expect(card.getByText(twoStep('status.off'), { exact: true })).toBeVisible();
  await expect(card.getByText(twoStep('off.text', { digits: TWO_STEP.digits }))).toBeVisible();
  await card.getByRole('button', { name: twoStep('off.enable') }).click();
  // A new way to sign in: the player proves it is them first (decision 039).
  await confirmItsYou(page, PASSWORD);

  // The QR code is drawn here; the key is shown too, in groups, for an app that cannot scan.
  await expect(card.getByRole('img', { name: twoStep('enrol.qrLabel') }).locator('svg')).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await snap(page, 'two-step-enrol-fr');
  const codeField = card.getByLabel(twoStep('enrol.code', { digits: TWO_STEP.digits }));
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await codeField.fill(await codeNow(page, secret));
  await card.getByRole('button', { name: twoStep('enrol.confirm') }).click();

  // Ten recovery codes, once; done only after saying they are saved.
  const codes = card.getByRole('list', { name: twoStep('codes.title') }).getByRole('listitem');
  await expect(codes).toHaveCount(TWO_STEP.recoveryCodeCount);
  const recoveryCode = (await codes.first().innerText()).trim();
  expect(recoveryCode).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  const done = card.getByRole('button', { name: twoStep('codes.done') });
  await expect(done).toBeDisabled();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: twoStep('codes.download') }).click();
  expect((await download).suggestedFilename()).toBe('fre-mining-recovery-codes.txt');
  await snap(page, 'two-step-recovery-codes-fr');
  await card.getByRole('checkbox', { name: twoStep('codes.saved') }).check();
  await done.click();
  await expect(card.getByText(twoStep('status.on'), { exact: true })).toBeVisible();
  await expect(card.getByText(twoStep('on.left_other', { count: 10 }))).toBeVisible();

  // Signed out, the password alone is not enough: the code step follows.
  await signOutAndBackIn(page, account, 'fr');
  await expect(page).toHaveURL(/\/login/);
  await snap(page, 'two-step-login-code-fr');
  const otp = page.getByLabel(web('auth.twoStep.code'));
  await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
  await otp.fill('000000');
  await page.getByRole('button', { name: web('auth.twoStep.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
  await otp.fill(await nextCode(page, secret));
  await page.getByRole('button', { name: web('auth.twoStep.submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // In Russian: the card switched on, then a sign-in with a recovery code (a lost phone).
  expect((await page.request.patch('/api/me', { data: { language: 'ru' } })).ok()).toBe(true);
  await page.evaluate(() => window.localStorage.setItem('fre.language', 'ru'));
  await page.reload();
  await openAccountPage(page, 'security', 'ru');
  const cardRu = page.getByRole('region', { name: twoStepRu('title') });
  await expect(cardRu.getByText(twoStepRu('status.on'), { exact: true })).toBeVisible();
  await expect(cardRu.getByText(twoStepRu('on.left_many', { count: 10 }))).toBeVisible();
  await snap(page, 'two-step-on-ru');
  await signOutAndBackIn(page, account, 'ru');
  await page.getByRole('button', { name: webRu('auth.twoStep.useRecovery') }).click();
  await page.getByLabel(webRu('auth.twoStep.recoveryCode')).fill(recoveryCode);
  await snap(page, 'two-step-login-recovery-ru');
  await page.getByRole('button', { name: webRu('auth.twoStep.submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await openAccountPage(page, 'security', 'ru');
  await expect(page.getByRole('region', { name: twoStepRu('title') }).getByText(twoStepRu('on.left_many', { count: 9 }))).toBeVisible();
});
