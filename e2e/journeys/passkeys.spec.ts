import type { Page } from '@playwright/test';
import { ACCOUNT } from '@fre/domain';
import { runSql } from '../support/database.ts';
import { snap } from '../support/screenshots.ts';
import { advanceServerClock } from '../support/test-clock.ts';
import { namespaceTexts } from '../support/locales.ts';
import { openAccountPage, openFromMore, openSignIn, signOut } from '../support/navigation.ts';
import { confirmItsYou } from '../support/reauthentication.ts';
import { PASSWORD, readyPlayerOn } from '../support/ready.ts';
import { expect, test } from '../support/test.ts';

const passkeys = namespaceTexts('passkeys', 'fr');
const passkeysRu = namespaceTexts('passkeys', 'ru');
const profileTexts = namespaceTexts('profile', 'fr');
const web = namespaceTexts('web', 'fr');
const withdrawalsTexts = namespaceTexts('withdrawals', 'fr');

const NEW_KEY_WAIT_HOURS = ACCOUNT.credentialChangeWithdrawalPauseMs / 3_600_000;
test.use({ actionTimeout: 15_000 });

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator holding
 * discoverable credentials, that verifies its user at once — a phone's fingerprint reader, played.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

test('a player adds a passkey from Profile → Security, signs out and back in with it', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await readyPlayerOn(page, { prefix: 'passkey' });
  const authenticator = await virtualAuthenticator(page);
  // The virtual authenticator answers the email field's autofill request at once, as if a passkey
  // were picked there: to press the button first, this browser says it has no autofill while the
  // flag is set.
  await page.context().addInitScript(() => {
    if (window.localStorage.getItem('e2e.noAutofill') === '1') window.PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });

  // The player's first page.
  await page.goto('/profile');
  await page.getByRole('link', { name: new RegExp(profileTexts('links.security')) }).click();
  const card = page.getByRole('region', { name: passkeys('title') });
  await expect(card.getByText(passkeys('empty'))).toBeVisible();

  // A name, then the browser's own ceremony (the virtual authenticator answers it).
  await card.getByLabel(passkeys('add.name')).fill('Pixel de Léa');
  await card.getByRole('button', { name: passkeys('add.submit') }).click();
  // A new way to sign in: the player proves it is them first (decision 039).
  await confirmItsYou(page, PASSWORD);
  await expect(card.getByText(passkeys('add.done', { name: 'Pixel de Léa', hours: NEW_KEY_WAIT_HOURS }))).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card.getByRole('listitem').getByText(passkeys('neverUsed'))).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await shot(page, 'passkeys-security-fr');

  // Renamed through its dialog.
  await card.getByRole('button', { name: passkeys('renameLabel', { name: 'Pixel de Léa' }) }).click();
  const rename = page.getByRole('dialog', { name: passkeys('renameModal.title') });
  await rename.getByLabel(passkeys('add.name')).fill('Téléphone de Léa');
  await rename.getByRole('button', { name: passkeys('renameModal.save') }).click();
  await expect(rename).toBeHidden();
  await expect(card.getByText('Téléphone de Léa', { exact: true })).toBeVisible();

  // Signed out, then back in with the passkey alone: no email, no password.
  await page.evaluate(() => window.localStorage.setItem('e2e.noAutofill', '1'));
  // The flag is read as a page loads: this browser has no autofill from this reload on.
  await page.reload();
  await signOut(page, 'fr');
  await openSignIn(page, 'fr');
  const passkeyButton = page.getByRole('button', { name: passkeys('signIn.button') });
  await expect(passkeyButton).toBeVisible();
  await expect(page.getByLabel(web('auth.fields.email'))).toHaveAttribute('autocomplete', 'username webauthn');
  await shot(page, 'passkeys-login-fr');
  await passkeyButton.click();
  await expect(page).not.toHaveURL(/\/login/);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).user.email).toBe(account.email);

  // The use shows on the card.
  await openAccountPage(page, 'security');
  await expect(card.getByRole('listitem').getByText(passkeys('neverUsed'))).toBeHidden();

  // The same screens in Russian.
  expect((await page.request.patch('/api/me', { data: { language: 'ru' } })).ok()).toBe(true);
  await page.evaluate(() => window.localStorage.setItem('fre.language', 'ru'));
  await page.reload();
  const cardRu = page.getByRole('region', { name: passkeysRu('title') });
  await expect(cardRu.getByText('Téléphone de Léa', { exact: true })).toBeVisible();
  await shot(page, 'passkeys-security-ru');
  await cardRu.getByRole('button', { name: passkeysRu('removeLabel', { name: 'Téléphone de Léa' }) }).click();
  const remove = page.getByRole('dialog', { name: passkeysRu('removeModal.title') });
  await expect(remove.getByText(passkeysRu('removeModal.text', { name: 'Téléphone de Léa' }))).toBeVisible();
  await snap(page, 'passkeys-remove-ru', { fullPage: false });
  await remove.getByRole('button').filter({ hasText: passkeysRu('removeModal.cancel') }).click();
  await expect(remove).toBeHidden();
  await signOut(page, 'ru');
  await openSignIn(page, 'ru');
  await expect(page.getByRole('button', { name: passkeysRu('signIn.button') })).toBeVisible();
  await shot(page, 'passkeys-login-ru');

  // With autofill, the passkey is offered in the email field's suggestions: picked, it signs in.
  await page.evaluate(() => window.localStorage.removeItem('e2e.noAutofill'));
  await page.reload();
  await expect(page).not.toHaveURL(/\/login/);
  expect((await page.request.get('/api/me')).status()).toBe(200);
});

test('a player with a passkey confirms a withdrawal with it instead of a code', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await readyPlayerOn(page, { prefix: 'pkcash' });
  await virtualAuthenticator(page);
  // The player's first page.
  await page.goto('/profile/security');
  const card = page.getByRole('region', { name: passkeys('title') });
  await card.getByLabel(passkeys('add.name')).fill('Pixel');
  await card.getByRole('button', { name: passkeys('add.submit') }).click();
  await confirmItsYou(page, PASSWORD);
  await expect(card.getByText(passkeys('add.done', { name: 'Pixel', hours: NEW_KEY_WAIT_HOURS }))).toBeVisible();

  // Ready to withdraw: a wallet linked days ago, identity approved, 300 000 FRE credited through
  // the ledger (the steps that lead there have their own journey, cashout-journey).
  const credited = await runSql(
    `WITH player AS (
       UPDATE users SET ton_wallet = $2, wallet_changed_at = now() - interval '30 days', kyc_status = 'approved',
         balance_nano = balance_nano + 300000000000000 WHERE id = $1 RETURNING balance_nano)
     INSERT INTO ledger (user_id, kind, amount_nano, balance_after_nano, ref, created_at)
     SELECT $1, 'admin_adjustment', 300000000000000, balance_nano, $3, now() FROM player`,
    [account.id, `0:${'7c'.repeat(32)}`, `e2e-passkey-${account.id}`],
  );
  expect(credited).toBe(1);
  // A passkey added less than 48 hours ago cannot approve a withdrawal (decision 039): two days pass.
  await advanceServerClock(page.request, ACCOUNT.credentialChangeWithdrawalPauseMs + 60_000);

  // Two days later the player opens the app again (what it shows is read afresh), then Withdraw from the menu.
  await page.reload();
  await openFromMore(page, 'withdrawal');
  await page.getByLabel(withdrawalsTexts('form.amount')).fill('250 000');
  await page.getByRole('button', { name: withdrawalsTexts('form.review') }).click();
  await page.getByRole('button', { name: withdrawalsTexts('confirm.submit') }).click();
  // The account has a second factor: the request asks for the person, and the passkey answers.
  const confirmWithPasskey = page.getByRole('button', { name: passkeys('confirm.button') });
  await expect(confirmWithPasskey).toBeVisible();
  await snap(page, 'passkeys-withdrawal-confirm-fr');
  await confirmWithPasskey.click();
  // A number keeps its unit with a no-break space (typeset): any space matches.
  await expect(page.getByText(new RegExp(withdrawalsTexts('form.sent', { amount: '.+', hours: '\\d+' }).replace(/ /g, '\\s')))).toBeVisible();
  const mine = (await (await page.request.get('/api/withdrawals')).json()) as { items: { status: string }[] };
  expect(mine.items.map((withdrawal) => withdrawal.status)).toEqual(['requested']);
});
