import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT, HOUR_MS } from '@fre/domain';
import { signInitData } from '../../apps/server/src/modules/telegram-api/init-data.ts';
import { E2E_SETTINGS } from '../playwright.config.ts';
import { solvedAppChallenge } from '../support/bot-challenge.ts';
import { namespaceTexts, pattern, type Language } from '../support/locales.ts';
import { openAccountPage } from '../support/navigation.ts';
import { emailsTo, linkFromOutbox } from '../support/outbox.ts';
import { answeredCookies, readMessages } from '../support/quiet-overlays.ts';
import { PASSWORD, readyPlayerOn } from '../support/ready.ts';
import { confirmItsYou, reauthenticate } from '../support/reauthentication.ts';
import { snap } from '../support/screenshots.ts';
import { launchAddress, recordTelegramBridge } from '../support/telegram.ts';
import { serverNowSeconds } from '../support/test-clock.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 }, actionTimeout: 15_000 });

/** A Telegram user of this run, with a name and a handle the Security page shows. */
function telegramUser(language: Language) {
  const id = 7_100_000_000 + Math.floor(Math.random() * 1_000_000);
  return { id, first_name: 'Ada', username: `ada_${id % 1_000_000}`, language_code: language };
}
type TelegramUser = ReturnType<typeof telegramUser>;

/** `initData` signed as Telegram signs it for the journeys' bot, dated by the server's clock (other journeys move it). */
async function launchData(request: APIRequestContext, user: TelegramUser): Promise<string> {
  const authDate = await serverNowSeconds(request);
  return signInitData({ query_id: `AAE${user.id}`, user: JSON.stringify(user), auth_date: String(authDate) }, E2E_SETTINGS.telegramBotToken);
}

/** The app as Telegram opens it: its signed launch data in the address's hash and Telegram's bridge in the page (decision 045). */
async function openInTelegram(page: Page, user: TelegramUser) {
  await recordTelegramBridge(page, 'dark');
  const launch = new URLSearchParams({ tgWebAppData: await launchData(page.request, user), tgWebAppPlatform: 'android', tgWebAppVersion: '8.0' });
  await page.goto(`/dashboard#${launch.toString()}`);
}

/** "3 novembre 2026": a date as the Security page writes it, the server's now plus `laterMs`. */
async function serverDate(request: APIRequestContext, language: Language, laterMs = 0) {
  const now = (await serverNowSeconds(request)) * 1000 + laterMs;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(now));
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

test('fr, in Telegram: a player links the Telegram account that opened the app from Security, sees it listed with its date and the hold on withdrawals, and unlinks it from the list', async ({ page }) => {
  test.setTimeout(120_000);
  const security = namespaceTexts('security', 'fr');
  await readyPlayerOn(page, { prefix: 'credfr', language: 'fr' });
  const tg = telegramUser('fr');
  await openInTelegram(page, tg);

  // From the dashboard: the avatar, then the profile's Security row.
  await openAccountPage(page, 'security', 'fr');
  const list = page.getByRole('list', { name: security('credentials.title') });
  const row = (kind: string) => list.getByRole('listitem').filter({ has: page.getByText(security(`credentials.kinds.${kind}`), { exact: true }) });
  const since = pattern(security('credentials.since', { date: await serverDate(page.request, 'fr') }));
  await expect(row('email')).toContainText(since);
  await expect(row('password')).toBeVisible();
  await expect(row('telegram')).toHaveCount(0);
  const telegramCard = page.getByRole('region', { name: security('telegram.title') });
  await expect(telegramCard.getByText(security('telegram.linkText'))).toBeVisible();
  await shot(page, 'credentials-security-fr');

  // Linking is a credential's change: the app asks the person first, then links this Telegram account.
  await telegramCard.getByRole('button', { name: security('telegram.link') }).click();
  await confirmItsYou(page, PASSWORD);
  await expect(telegramCard.getByText(security('telegram.statusLinked'))).toBeVisible();
  await expect(telegramCard.getByText(`@${tg.username}`)).toBeVisible();
  await expect(telegramCard.getByText(since)).toBeVisible();
  await expect(row('telegram')).toContainText(`Ada @${tg.username}`);
  await expect(row('telegram')).toContainText(since);
  // Withdrawals wait, and the page says until when, which change, and why.
  const banner = page.getByRole('status').filter({ hasText: pattern(security('withdrawalsPaused.by.telegram')) });
  await expect(banner).toContainText(pattern(security('withdrawalsPaused.title')));
  await expect(banner).toContainText(pattern(await serverDate(page.request, 'fr', ACCOUNT.credentialChangeWithdrawalPauseMs)));
  await expect(banner).toContainText(pattern(security('withdrawalsPaused.text', { change: security('withdrawalsPaused.by.telegram'), hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS })));
  await shot(page, 'credentials-telegram-linked-fr');
  // The list itself, as the phone shows it (a full page draws the bottom bar over its middle).
  await page.getByRole('region', { name: security('credentials.title') }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await snap(page, 'credentials-list-fr', { fullPage: false });

  // Unlinked from its row, after a question; within the few minutes of the confirmation, not asked again.
  await row('telegram').getByRole('button', { name: security('credentials.actionLabels.telegram') }).click();
  const dialog = page.getByRole('alertdialog', { name: security('telegram.unlinkTitle') });
  await expect(dialog.getByText(security('telegram.unlinkText', { name: `Ada @${tg.username}` }))).toBeVisible();
  await snap(page, 'credentials-unlink-fr', { fullPage: false });
  await dialog.getByRole('button', { name: security('telegram.unlinkConfirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(row('telegram')).toHaveCount(0);
  await expect(telegramCard.getByRole('button', { name: security('telegram.link') })).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { user: { telegram: unknown } };
  expect(me.user.telegram).toBeNull();
  await shot(page, 'credentials-telegram-unlinked-fr');
});

test('zh, in a browser: a Telegram account linked in a re-authenticated session shows on Security with its date, and is unlinked from its card', async ({ page }) => {
  test.setTimeout(120_000);
  const security = namespaceTexts('security', 'zh');
  await readyPlayerOn(page, { prefix: 'credzh', language: 'zh' });
  const tg = telegramUser('zh');
  await reauthenticate(page.request, PASSWORD);
  const linked = await page.request.post('/api/telegram/link', { data: { initData: await launchData(page.request, tg) } });
  expect(linked.status(), await linked.text()).toBe(200);

  await page.goto('/dashboard');
  await openAccountPage(page, 'security', 'zh');
  const list = page.getByRole('list', { name: security('credentials.title') });
  const telegramRow = list.getByRole('listitem').filter({ has: page.getByText(security('credentials.kinds.telegram'), { exact: true }) });
  const since = pattern(security('credentials.since', { date: await serverDate(page.request, 'zh') }));
  await expect(telegramRow).toContainText(`Ada @${tg.username}`);
  await expect(telegramRow).toContainText(since);
  await expect(page.getByRole('status').filter({ hasText: pattern(security('withdrawalsPaused.by.telegram')) })).toBeVisible();
  const telegramCard = page.getByRole('region', { name: security('telegram.title') });
  await expect(telegramCard.getByText(`@${tg.username}`)).toBeVisible();
  await shot(page, 'credentials-telegram-linked-zh');
  await page.getByRole('region', { name: security('credentials.title') }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await snap(page, 'credentials-list-zh', { fullPage: false });

  await telegramCard.getByRole('button', { name: security('telegram.unlink') }).click();
  const dialog = page.getByRole('alertdialog', { name: security('telegram.unlinkTitle') });
  await expect(dialog.getByText(pattern(security('telegram.unlinkPause', { hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS })))).toBeVisible();
  await snap(page, 'credentials-unlink-zh', { fullPage: false });
  await dialog.getByRole('button', { name: security('telegram.unlinkConfirm') }).click();
  await expect(dialog).toBeHidden();
  // In a browser, where it is linked from.
  await expect(telegramCard.getByText(security('telegram.outside'))).toBeVisible();
  await expect(telegramRow).toHaveCount(0);
  await shot(page, 'credentials-telegram-unlinked-zh');
});

test('fr: a player replaces their address from Security, confirms it from the link sent to the new one, and the old one is told', async ({ page }) => {
  test.setTimeout(120_000);
  const security = namespaceTexts('security', 'fr');
  const web = namespaceTexts('web', 'fr');
  const account = await readyPlayerOn(page, { prefix: 'credmail', language: 'fr' });
  const next = `nouvelle.${account.email}`;
  await page.goto('/dashboard');
  await openAccountPage(page, 'security', 'fr');

  const card = page.getByRole('region', { name: security('email.title') });
  await card.getByRole('button', { name: security('email.change') }).click();
  await card.getByLabel(security('email.newLabel')).fill(next);
  await card.getByRole('button', { name: security('email.changeSubmit') }).click();
  // Where notices and resets go: the person is asked first.
  await confirmItsYou(page, PASSWORD);
  await expect(card.getByText(security('email.pendingTitle'))).toBeVisible();
  await expect(card).toContainText(next);
  await expect(card).toContainText(account.email);
  await shot(page, 'credentials-email-pending-fr');
  // The address in place is told, and keeps the notices until the link is opened.
  await expect.poll(() => emailsTo(account.email).some((text) => text.includes(`par ${next}`) && text.includes('Il prendra effet'))).toBe(true);

  await page.goto(await linkFromOutbox(next, 'verify-email'));
  await expect(page.getByRole('status')).toHaveText(web('auth.verify.replaced', { email: next }));
  await snap(page, 'credentials-email-confirmed-fr', { fullPage: false });
  await page.getByRole('link', { name: web('auth.verify.toDashboard') }).click();
  await openAccountPage(page, 'security', 'fr');
  const list = page.getByRole('list', { name: security('credentials.title') });
  await expect(list.getByRole('listitem').filter({ has: page.getByText(security('credentials.kinds.email'), { exact: true }) })).toContainText(next);
  await expect(page.getByRole('status').filter({ hasText: pattern(security('withdrawalsPaused.by.email')) })).toBeVisible();
  await expect.poll(() => emailsTo(account.email).some((text) => text.includes(`a été remplacée par ${next}`))).toBe(true);
  await shot(page, 'credentials-email-replaced-fr');
});

test('fr, in Telegram: an account made there cannot unlink its only way in, and the dialog says what to add first', async ({ page }) => {
  test.setTimeout(90_000);
  const security = namespaceTexts('security', 'fr');
  const errors = namespaceTexts('errors', 'fr');
  const tg = telegramUser('fr');
  let signedIn = await page.request.post('/api/auth/telegram', { data: { initData: await launchData(page.request, tg) } });
  if (signedIn.status() !== 200) signedIn = await page.request.post('/api/auth/telegram', { data: { initData: await launchData(page.request, tg), altcha: await solvedAppChallenge() } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  expect((await page.request.patch('/api/me', { data: { tutorialSkipped: true, language: 'fr' } })).ok()).toBe(true);
  await readMessages(page.request);
  await answeredCookies(page);
  await page.addInitScript(() => window.localStorage.setItem('fre.language', 'fr'));
  await openInTelegram(page, tg);

  await openAccountPage(page, 'security', 'fr');
  const telegramCard = page.getByRole('region', { name: security('telegram.title') });
  await telegramCard.getByRole('button', { name: security('telegram.unlink') }).click();
  const dialog = page.getByRole('alertdialog', { name: security('telegram.unlinkTitle') });
  await dialog.getByRole('button', { name: security('telegram.unlinkConfirm') }).click();
  // Said before anything is asked: the launch's one proof is not spent on an unlink that cannot be made.
  await expect(dialog.getByRole('alert')).toHaveText(pattern(errors('telegram_only_sign_in')));
  await expect(page.getByRole('dialog', { name: security('reauth.title') })).toHaveCount(0);
  await snap(page, 'credentials-only-way-in-fr', { fullPage: false });
  await dialog.getByRole('button', { name: security('telegram.cancel') }).click();
  await expect(telegramCard.getByText(`@${tg.username}`)).toBeVisible();
});

/** Telegram opening /tg on the player's phone: a context of its own, no session, the bridge in the page. */
async function telegramPhone(page: Page, user: TelegramUser) {
  const phone = await page.context().browser()!.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const tab = await phone.newPage();
  await answeredCookies(tab);
  await tab.addInitScript(() => window.localStorage.setItem('fre.language', 'fr'));
  await recordTelegramBridge(tab, 'dark');
  await tab.goto(launchAddress(await launchData(page.request, user), 'dark'));
  return { phone, tab };
}

test('fr, after a password reset: /tg sends the paused Telegram link to the email sign-in, until the player keeps it from Security', async ({ page }) => {
  test.setTimeout(120_000);
  const security = namespaceTexts('security', 'fr');
  const web = namespaceTexts('web', 'fr');
  const errors = namespaceTexts('errors', 'fr');
  const account = await readyPlayerOn(page, { prefix: 'credpause', language: 'fr' });
  const tg = telegramUser('fr');
  await reauthenticate(page.request, PASSWORD);
  expect((await page.request.post('/api/telegram/link', { data: { initData: await launchData(page.request, tg) } })).status()).toBe(200);

  // The mailbox's reset pauses the link: Telegram alone no longer opens the account.
  const newPassword = 'N0uveau!pass';
  expect((await page.request.post('/api/auth/password-reset', { data: { email: account.email, altcha: await solvedAppChallenge() } })).status()).toBe(202);
  const token = new URL(await linkFromOutbox(account.email, 'reset-password'), 'http://x').searchParams.get('token');
  expect((await page.request.post('/api/auth/password-reset/confirm', { data: { token, password: newPassword } })).ok()).toBe(true);
  const { phone, tab } = await telegramPhone(page, tg);
  await expect(tab.getByText(pattern(errors('telegram_paused')))).toBeVisible();
  await snap(tab, 'credentials-tg-paused-fr', { fullPage: false });
  await tab.getByRole('link', { name: web('telegram.signIn.withEmail') }).click();
  await expect(tab.getByRole('heading', { level: 1, name: web('auth.login.title') })).toBeVisible();

  // Signed in with the address and the new password, the player keeps it from Security.
  expect((await page.request.post('/api/auth/login', { data: { email: account.email, password: newPassword, altcha: await solvedAppChallenge() } })).ok()).toBe(true);
  await page.goto('/dashboard');
  await openAccountPage(page, 'security', 'fr');
  const telegramRow = page.getByRole('list', { name: security('credentials.title') }).getByRole('listitem').filter({ has: page.getByText(security('credentials.kinds.telegram'), { exact: true }) });
  await expect(telegramRow.getByText(security('credentials.paused'))).toBeVisible();
  const telegramCard = page.getByRole('region', { name: security('telegram.title') });
  await expect(telegramCard.getByText(security('telegram.pausedText'))).toBeVisible();
  await telegramCard.scrollIntoViewIfNeeded();
  await snap(page, 'credentials-telegram-paused-fr', { fullPage: false });
  await telegramCard.getByRole('button', { name: security('telegram.keep') }).click();
  await confirmItsYou(page, newPassword);
  await expect(telegramCard.getByText(security('telegram.kept'))).toBeVisible();
  await expect(telegramRow.getByText(security('credentials.paused'))).toHaveCount(0);

  // Opened from Telegram again, it signs in.
  await tab.goto(launchAddress(await launchData(page.request, tg), 'dark'));
  await expect(tab).toHaveURL(/\/dashboard/);
  await phone.close();
});

test('fr, /tg: an account whose second factor is a passkey is not asked a code Telegram cannot give, and is sent to the email sign-in', async ({ page }) => {
  test.setTimeout(120_000);
  const passkeys = namespaceTexts('passkeys', 'fr');
  const web = namespaceTexts('web', 'fr');
  await readyPlayerOn(page, { prefix: 'credkey', language: 'fr' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await page.goto('/dashboard');
  await openAccountPage(page, 'security', 'fr');
  const card = page.getByRole('region', { name: passkeys('title') });
  await card.getByLabel(passkeys('add.name')).fill('Pixel');
  await card.getByRole('button', { name: passkeys('add.submit') }).click();
  await confirmItsYou(page, PASSWORD);
  await expect(card.getByText(pattern(passkeys('add.done', { name: 'Pixel', hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS })))).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'credentials-passkey-added-fr', { fullPage: false });
  const tg = telegramUser('fr');
  expect((await page.request.post('/api/telegram/link', { data: { initData: await launchData(page.request, tg) } })).status()).toBe(200);

  const { phone, tab } = await telegramPhone(page, tg);
  await expect(tab.getByText(web('telegram.signIn.passkeyOnly'))).toBeVisible();
  await expect(tab.getByLabel(web('auth.twoStep.code'))).toHaveCount(0);
  await snap(tab, 'credentials-tg-passkey-fr', { fullPage: false });
  await tab.getByRole('link', { name: web('telegram.signIn.withEmail') }).click();
  await expect(tab.getByRole('heading', { level: 1, name: web('auth.login.title') })).toBeVisible();
  await phone.close();
});
