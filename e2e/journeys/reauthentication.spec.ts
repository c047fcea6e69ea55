import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT, TWO_STEP } from '@fre/domain';
import { solvedAppChallenge } from '../support/bot-challenge.ts';
import { linkFromOutbox } from '../support/outbox.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { PASSWORD, readyOperator, readyPlayerOn } from '../support/ready.ts';
import { confirmItsYou } from '../support/reauthentication.ts';
import { namespaceTexts } from '../support/locales.ts';
import { openAccountPage } from '../support/navigation.ts';
import { snap } from '../support/screenshots.ts';
import { advanceServerClock, serverNowSeconds } from '../support/test-clock.ts';
import { expect, test } from '../support/test.ts';

/** Past the re-authentication window of the server's clock: the next guarded action asks again. */
const PAST_WINDOW_MS = ACCOUNT.reauthWindowMinutes * 60_000 + 60_000;
test.use({ viewport: { width: 390, height: 844 }, actionTimeout: 15_000 });

/** The code the player's authenticator app shows now, at the server's (test) time, a step after the last one taken. */
async function appCode(page: Page, secret: string): Promise<string> {
  await advanceServerClock(page.request, TWO_STEP.periodSeconds * 1000);
  const now = await serverNowSeconds(page.request);
  return new TOTP({ secret: Secret.fromBase32(secret), digits: TWO_STEP.digits, period: TWO_STEP.periodSeconds, algorithm: 'SHA1' }).generate({ timestamp: now * 1000 });
}

/** Chromium's virtual authenticator: a phone's fingerprint reader, played (CDP WebAuthn domain). */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

test('fr, with an app code: turning two-step sign-in on asks the password, new recovery codes later ask the password and a code', async ({ page }) => {
  test.setTimeout(120_000);
  const security = namespaceTexts('security', 'fr');
  const twoStep = namespaceTexts('two-step', 'fr');
  const errors = namespaceTexts('errors', 'fr');
  await readyPlayerOn(page, { prefix: 'reauthfr', language: 'fr' });

  // The player's first page.
  await page.goto('/profile/security');
  const card = page.getByRole('region', { name: twoStep('title') });
  await card.getByRole('button', { name: twoStep('off.enable') }).click();

  // The action needs the person: the dialog asks, and only the password (no second factor yet).
  const dialog = page.getByRole('dialog', { name: security('reauth.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(security('reauth.intro'))).toBeVisible();
  await expect(dialog.getByLabel(security('reauth.code'))).toHaveCount(0);
  await expect(dialog.getByLabel(security('reauth.password'), { exact: true })).toBeFocused();
  await snap(page, 'reauth-password-fr', { fullPage: false });
  await dialog.getByRole('button', { name: security('reauth.submit') }).click();
  await expect(dialog.getByText(security('reauth.passwordRequired'))).toBeVisible();
  await dialog.getByLabel(security('reauth.password'), { exact: true }).fill('Wrong!pass1');
  await dialog.getByRole('button', { name: security('reauth.submit') }).click();
  await expect(dialog.getByText(errors('invalid_credentials'))).toBeVisible();
  await dialog.getByLabel(security('reauth.password'), { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: security('reauth.submit') }).click();

  // Then the action the player asked for goes on: the QR code and its key.
  await expect(dialog).toBeHidden();
  const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await card.getByLabel(twoStep('enrol.code', { digits: TWO_STEP.digits })).fill(await appCode(page, secret));
  await card.getByRole('button', { name: twoStep('enrol.confirm') }).click();
  await expect(card.getByRole('heading', { name: twoStep('codes.title') })).toBeVisible();
  await card.getByLabel(twoStep('codes.saved')).check();
  await card.getByRole('button', { name: twoStep('codes.done') }).click();
  await expect(card.getByText(twoStep('enabled', { hours: ACCOUNT.credentialChangeWithdrawalPauseMs / 3_600_000 }))).toBeVisible();

  // Later, past the window: new recovery codes ask again, now with the app's code.
  await advanceServerClock(page.request, PAST_WINDOW_MS);
  await card.getByRole('button', { name: twoStep('on.renew') }).click();
  await expect(dialog).toBeVisible();
  const codeField = dialog.getByLabel(security('reauth.code'));
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await dialog.getByLabel(security('reauth.password'), { exact: true }).fill(PASSWORD);
  await snap(page, 'reauth-code-fr', { fullPage: false });
  await dialog.getByRole('button', { name: security('reauth.submit') }).click();
  await expect(dialog.getByText(security('reauth.codeRequired'))).toBeVisible();
  await codeField.fill('000000');
  await dialog.getByRole('button', { name: security('reauth.submit') }).click();
  await expect(dialog.getByText(errors('second_factor_invalid'))).toBeVisible();
  await snap(page, 'reauth-code-wrong-fr', { fullPage: false });
  await codeField.fill(await appCode(page, secret));
  await dialog.getByRole('button', { name: security('reauth.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(twoStep('on.renewed'))).toBeVisible();
  await expect(card.getByRole('list', { name: twoStep('codes.title') }).getByRole('listitem')).toHaveCount(TWO_STEP.recoveryCodeCount);
  await snap(page, 'reauth-renewed-codes-fr');
});

test('zh, with a passkey: adding it asks the password, the data export later takes the passkey alone', async ({ page }) => {
  test.setTimeout(120_000);
  const security = namespaceTexts('security', 'zh');
  const passkeys = namespaceTexts('passkeys', 'zh');
  const myData = namespaceTexts('my-data', 'zh');
  await readyPlayerOn(page, { prefix: 'reauthzh', language: 'zh' });
  await virtualAuthenticator(page);

  // The player's first page.
  await page.goto('/profile/security');
  const card = page.getByRole('region', { name: passkeys('title') });
  await card.getByLabel(passkeys('add.name')).fill('Pixel');
  await card.getByRole('button', { name: passkeys('add.submit') }).click();
  const dialog = page.getByRole('dialog', { name: security('reauth.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: passkeys('confirm.button') })).toHaveCount(0);
  await snap(page, 'reauth-password-zh', { fullPage: false });
  await dialog.getByLabel(security('reauth.password'), { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: security('reauth.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(passkeys('add.done', { name: 'Pixel', hours: ACCOUNT.credentialChangeWithdrawalPauseMs / 3_600_000 }))).toBeVisible();

  // Past the window, the export (identity details, photos) asks again: the passkey answers alone.
  await advanceServerClock(page.request, PAST_WINDOW_MS);
  await openAccountPage(page, 'privacy', 'zh');
  const exportCard = page.getByRole('region', { name: myData('export.title') });
  await exportCard.getByRole('button', { name: myData('export.button') }).click();
  await expect(dialog).toBeVisible();
  const withPasskey = dialog.getByRole('button', { name: passkeys('confirm.button') });
  await expect(withPasskey).toBeVisible();
  await expect(dialog.getByText(security('reauth.or'), { exact: true })).toBeVisible();
  await snap(page, 'reauth-passkey-zh', { fullPage: false });
  const [download] = await Promise.all([page.waitForEvent('download'), withPasskey.click()]);
  expect(download.suggestedFilename()).toMatch(/^fre-mining-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(dialog).toBeHidden();
  await expect(exportCard.getByText(myData('export.done'))).toBeVisible();
});

test('cancelled, the action is not done and says why', async ({ page }) => {
  const security = namespaceTexts('security', 'fr');
  const myData = namespaceTexts('my-data', 'fr');
  const errors = namespaceTexts('errors', 'fr');
  await readyPlayerOn(page, { prefix: 'reauthno', language: 'fr' });
  // The player's first page.
  await page.goto('/profile/privacy');
  const exportCard = page.getByRole('region', { name: myData('export.title') });
  await exportCard.getByRole('button', { name: myData('export.button') }).click();
  const dialog = page.getByRole('dialog', { name: security('reauth.title') });
  await dialog.getByRole('button', { name: security('reauth.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(exportCard.getByText(errors('reauthentication_required'))).toBeVisible();
  // Focus went back to the button the player pressed.
  await expect(exportCard.getByRole('button', { name: myData('export.button') })).toBeFocused();
});

test('an admin who turns two-step sign-in off finds the back office shut at once, and the way back to Security', async ({ page }) => {
  test.setTimeout(120_000);
  const twoStep = namespaceTexts('two-step', 'fr');
  const admin = namespaceTexts('admin', 'fr');
  const web = namespaceTexts('web', 'fr');
  // An admin: a second factor, the role, then a personal code (which also unlocks this session).
  await answeredCookies(page.context());
  const { nextCode } = await readyOperator(page.request, { prefix: 'reauthadm', accessCode: 'Porte-de-nuit-27' });

  // The player's first page.
  await page.goto('/profile/security');
  const card = page.getByRole('region', { name: twoStep('title') });
  await card.getByRole('button', { name: twoStep('on.disable') }).click();
  const off = page.getByRole('dialog', { name: twoStep('disable.title') });
  await off.getByLabel(twoStep('disable.password'), { exact: true }).fill(PASSWORD);
  await off.getByLabel(twoStep('disable.code')).fill(await nextCode());
  await off.getByRole('button', { name: twoStep('disable.submit') }).click();
  await expect(card.getByText(twoStep('status.off'), { exact: true })).toBeVisible();

  // The session was unlocked a moment ago: the gate re-checks the second factor on every call.
  await page.getByRole('link', { name: web('nav.admin') }).click();
  await expect(page.getByRole('heading', { name: admin('gate.secondFactor.title') })).toBeVisible();
  await snap(page, 'reauth-admin-second-factor-gone-fr', { fullPage: false });
  await page.getByRole('link', { name: admin('gate.secondFactor.action') }).click();
  await expect(page).toHaveURL(/\/profile\/security$/);
  await expect(card.getByRole('button', { name: twoStep('off.enable') })).toBeVisible();
});

test('fr, after a password reset: the passkeys are paused until the player keeps theirs, with the passkey itself', async ({ page }) => {
  test.setTimeout(120_000);
  const passkeys = namespaceTexts('passkeys', 'fr');
  const security = namespaceTexts('security', 'fr');
  const account = await readyPlayerOn(page, { prefix: 'reauthkeep', language: 'fr' });
  await virtualAuthenticator(page);
  // The player's first page.
  await page.goto('/profile/security');
  const card = page.getByRole('region', { name: passkeys('title') });
  await card.getByLabel(passkeys('add.name')).fill('Pixel de Léa');
  await card.getByRole('button', { name: passkeys('add.submit') }).click();
  await confirmItsYou(page, PASSWORD);
  await expect(card.getByRole('listitem')).toHaveCount(1);

  // The mailbox's reset: every session ends, the passkey stops signing in.
  expect((await page.request.post('/api/auth/password-reset', { data: { email: account.email, altcha: await solvedAppChallenge() } })).status()).toBe(202);
  const token = new URL(await linkFromOutbox(account.email, 'reset-password'), 'http://x').searchParams.get('token');
  expect((await page.request.post('/api/auth/password-reset/confirm', { data: { token, password: 'N0uveau!pass' } })).ok()).toBe(true);
  expect((await page.request.post('/api/auth/login', { data: { email: account.email, password: 'N0uveau!pass', altcha: await solvedAppChallenge() } })).ok()).toBe(true);

  await page.reload();
  const row = card.getByRole('listitem');
  await expect(row.getByText(passkeys('paused'))).toBeVisible();
  await expect(row.getByText(passkeys('pausedHelp'))).toBeVisible();
  await snap(page, 'reauth-passkey-paused-fr');
  await row.getByRole('button', { name: passkeys('keepLabel', { name: 'Pixel de Léa' }) }).click();
  // Kept with the passkey alone: inside the signed-in session it still proves the person.
  const dialog = page.getByRole('dialog', { name: security('reauth.title') });
  await dialog.getByRole('button', { name: passkeys('confirm.button') }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(passkeys('kept', { name: 'Pixel de Léa' }))).toBeVisible();
  await expect(row.getByText(passkeys('paused'))).toBeHidden();
  await snap(page, 'reauth-passkey-kept-fr');
});
