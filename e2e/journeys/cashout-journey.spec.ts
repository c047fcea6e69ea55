import { readFileSync } from 'node:fs';
import { ACCOUNT } from '@fre/domain';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { PORT } from '../playwright.config.ts';
import sharp from 'sharp';
import { makeWallet } from '../../apps/server/test/ton-wallet.ts';
import { runSql } from '../support/database.ts';
import { pattern, texts } from '../support/locales.ts';
import { openAdminPage } from '../support/navigation.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { PASSWORD, readyOperator, readyPlayer } from '../support/ready.ts';
import { reauthenticate } from '../support/reauthentication.ts';
import { snap } from '../support/screenshots.ts';
import { advanceServerClock, serverNowSeconds } from '../support/test-clock.ts';
import { nano } from '../support/nano.ts';

type Tree = { [key: string]: string | Tree };
const localesDir = path.resolve(import.meta.dirname, '..', '..', 'packages', 'i18n', 'locales', 'fr');
/** The texts of a namespace (French unless told), read from the files the app ships. */
function namespace(name: string, language: 'fr' | 'ru' | 'zh' = 'fr') {
  const tree = JSON.parse(readFileSync(path.join(localesDir, '..', language, `${name}.json`), 'utf8')) as Tree;
  return (key: string) => {
    const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof value !== 'string') throw new Error(`missing ${language} text ${name}:${key}`);
    return value;
  };
}
const fr = texts('fr');
const withdrawalsTexts = namespace('withdrawals');
const kycTexts = namespace('kyc');
const adminKycTexts = namespace('admin-kyc');
const adminWithdrawalsTexts = namespace('admin-withdrawals');
const adminWithdrawalsTextsRu = namespace('admin-withdrawals', 'ru');
const adminWithdrawalsTextsZh = namespace('admin-withdrawals', 'zh');
/** What the payout worker records when the chain refused a payout (in English, from the trace). */
const CHAIN_FAILURE =
  'our jetton wallet refused the transfer: compute phase failed with exit code 706 (not enough FRE, or a bad destination); the TON bounced back';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
test.use({ actionTimeout: 15_000 });

/** A real image with a drawn "document" on it, as JPEG or PNG bytes. */
async function photo(label: string, colour: string, format: 'jpeg' | 'png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600">
    <rect x="40" y="40" width="880" height="520" rx="36" fill="${colour}"/>
    <rect x="90" y="150" width="220" height="280" rx="16" fill="#ffffff" opacity="0.85"/>
    <text x="360" y="200" font-size="48" font-family="sans-serif" fill="#0b1020">${label}</text>
    <text x="360" y="280" font-size="34" font-family="sans-serif" fill="#0b1020">LOVELACE Ada</text>
    <text x="360" y="340" font-size="34" font-family="sans-serif" fill="#0b1020">10.12.1990</text></svg>`;
  const image = sharp({ create: { width: 960, height: 600, channels: 3, background: '#2a3350' } }).composite([{ input: Buffer.from(svg) }]);
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}


async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/**
 * The payout of an approved withdrawal fails on chain. No hot wallet runs in these tests, so the
 * database gets the state the payout worker writes from the trace: payout_failed, the hold kept.
 */
async function payoutFailsOnChain(withdrawalId: string) {
  const updated = await runSql(
    `UPDATE withdrawals SET status = 'payout_failed', reason = $2, updated_at = now() WHERE id = $1 AND status = 'approved'`,
    [withdrawalId, CHAIN_FAILURE],
  );
  expect(updated).toBe(1);
}

/** How wide the page lays out (more than the viewport: something sticks out sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The admin page in another language (this browser's choice), for a screenshot. */
async function adminLanguage(page: Page, language: 'fr' | 'ru' | 'zh') {
  await page.evaluate((choice) => window.localStorage.setItem('fre.language', choice), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** An admin with two-step sign-in and a personal code, unlocked in its own browser context. */
async function adminSession(browser: Browser, prefix: string) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
  await readyOperator(context.request, { prefix });
  return context;
}

test('a player verifies their identity and withdraws FRE, approved by two admins, retried after a failed payout, marked paid; a second failed payout is refunded', async ({ browser, page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();

  await answeredCookies(page.context());
  // The player signs up, verifies and links a wallet with a real ton_proof (the session
  // re-authenticated with the password first, decision 039).
  const player = await readyPlayer(page.request, { prefix: 'retrait' });
  await reauthenticate(page.request, PASSWORD);
  // A first link and its replacement each hold withdrawals (decision 048).
  for (const _ of ['first', 'replacement']) {
    const wallet = await makeWallet('v4r2');
    const { payload } = (await (await page.request.post('/api/wallet/proof-payload')).json()) as { payload: string };
    const linked = await page.request.post('/api/wallet/link', { data: wallet.proof(payload, { domain: `localhost:${PORT}`, timestamp: await serverNowSeconds(page.request) }) });
    expect(linked.status(), await linked.text()).toBe(200);
  }

  // Right after a wallet change, withdrawing is held, the checklist says by which change (and KYC and balance are missing).
  // The player's first page.
  await page.goto('/withdrawal');
  const checks = page.getByRole('region', { name: withdrawalsTexts('checks.title') });
  await expect(checks.getByText(pattern(withdrawalsTexts('checks.delay.unmetBy.wallet')))).toBeVisible();
  await expect(checks.getByRole('link', { name: withdrawalsTexts('checks.kyc.unmet') })).toBeVisible();
  await expect(page.getByRole('button', { name: withdrawalsTexts('form.review') })).toBeDisabled();
  await shot(page, 'cashout-01-withdrawal-blocked-phone');
  await advanceServerClock(page.request, ACCOUNT.credentialChangeWithdrawalPauseMs + 3_600_000);
  await page.reload();
  await expect(checks.getByText(pattern(withdrawalsTexts('checks.delay.met')))).toBeVisible();

  // KYC through the form: five steps, three real photos.
  await checks.getByRole('link', { name: withdrawalsTexts('checks.kyc.unmet') }).click();
  await expect(page.getByRole('heading', { name: kycTexts('start.title') })).toBeVisible();
  await shot(page, 'cashout-02-kyc-start-phone');
  await page.getByRole('button', { name: kycTexts('start.cta') }).click();
  const next = page.getByRole('button', { name: kycTexts('actions.next') });
  await next.click();
  await expect(page.getByLabel(kycTexts('fields.firstName'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(kycTexts('fields.firstName'), { exact: true }).fill('Ada');
  await page.getByLabel(kycTexts('fields.lastName'), { exact: true }).fill('Lovelace');
  await page.getByLabel(kycTexts('fields.dateOfBirth'), { exact: true }).fill('1990-12-10');
  await page.getByLabel(kycTexts('fields.nationality'), { exact: true }).fill('Britannique');
  await page.getByLabel(kycTexts('fields.phoneNumber'), { exact: true }).fill('+44 20 7946 0000');
  await shot(page, 'cashout-03-kyc-identity-phone');
  await next.click();
  await page.getByLabel(kycTexts('fields.address'), { exact: true }).fill('12 St James Square');
  await page.getByLabel(kycTexts('fields.postalCode'), { exact: true }).fill('SW1Y 4JH');
  await page.getByLabel(kycTexts('fields.city'), { exact: true }).fill('Londres');
  await page.getByLabel(kycTexts('fields.country'), { exact: true }).fill('Royaume-Uni');
  await shot(page, 'cashout-04-kyc-address-phone');
  await next.click();
  await page.getByRole('radio', { name: new RegExp(kycTexts('documentTypes.id_card.title')) }).check();
  await page.getByLabel(kycTexts('fields.documentNumber'), { exact: true }).fill(`ID${stamp % 100000000}`);
  await shot(page, 'cashout-05-kyc-document-phone');
  await next.click();
  await page.getByLabel(kycTexts('fields.documentFront'), { exact: true }).setInputFiles({ name: 'recto.jpg', mimeType: 'image/jpeg', buffer: await photo('CARTE D’IDENTITÉ', '#f3d98b', 'jpeg') });
  await page.getByLabel(kycTexts('fields.documentBack'), { exact: true }).setInputFiles({ name: 'verso.jpg', mimeType: 'image/jpeg', buffer: await photo('VERSO', '#c7e0f4', 'jpeg') });
  await page.getByLabel(kycTexts('fields.selfie'), { exact: true }).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await photo('SELFIE', '#e7c3b0', 'png') });
  await expect(page.getByRole('img', { name: pattern(kycTexts('photos.previewAlt')) })).toHaveCount(3);
  await shot(page, 'cashout-06-kyc-photos-phone');
  await next.click();
  await expect(page.getByRole('heading', { name: kycTexts('steps.review.title'), exact: true })).toBeVisible();
  await shot(page, 'cashout-07-kyc-review-phone');
  await page.getByRole('button', { name: kycTexts('actions.submit') }).click();
  await expect(page.getByRole('heading', { name: kycTexts('pending.title') })).toBeVisible();
  await expect(page.getByText(pattern(kycTexts('pending.submittedAt')))).toBeVisible();
  await shot(page, 'cashout-08-kyc-pending-phone');

  // Admin A reviews the photos side by side and approves.
  const contextA = await adminSession(browser, 'adma');
  // The queues this journey empties are to hold its player's items alone: what another journey on
  // this server left in them (an identity file pending, a withdrawal requested) is refused first.
  const files = (await (await contextA.request.get('/api/admin/kyc')).json()) as { items: { id: string; userId: string }[] };
  for (const { id } of files.items.filter((file) => file.userId !== player.id)) {
    const refused = await contextA.request.post(`/api/admin/kyc/${id}/review`, { data: { decision: 'reject', reason: 'Left by another journey', category: 'other' } });
    expect(refused.status(), await refused.text()).toBe(204);
  }
  const withdrawals = (await (await contextA.request.get('/api/admin/withdrawals')).json()) as { items: { id: string }[] };
  for (const { id } of withdrawals.items) {
    const refused = await contextA.request.post(`/api/admin/withdrawals/${id}/decision`, { data: { decision: 'reject', reason: 'Left by another journey', category: 'other' } });
    expect(refused.ok(), await refused.text()).toBe(true);
  }
  const adminPage = await contextA.newPage();
  await answeredCookies(adminPage.context());
  // Admin A's first page.
  await adminPage.goto('/admin');
  await expect(adminPage.getByRole('heading', { level: 1, name: fr.admin('pages.overview.title') })).toBeVisible();
  await openAdminPage(adminPage, 'kyc');
  await adminPage.getByRole('button', { name: adminKycTexts('openLabel').replace('{{nickname}}', player.nickname) }).click();
  await expect(adminPage.locator('article img')).toHaveCount(3);
  await expect.poll(() => adminPage.locator('article img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await shot(adminPage, 'cashout-09-admin-kyc-review-phone');
  await adminPage.setViewportSize(DESKTOP);
  await shot(adminPage, 'cashout-10-admin-kyc-review-desktop');
  await adminPage.getByRole('button', { name: adminKycTexts('review.approve'), exact: true }).click();
  const approveKyc = adminPage.getByRole('alertdialog');
  await approveKyc.getByRole('button', { name: adminKycTexts('review.approveConfirm') }).click();
  await expect(adminPage.getByText(adminKycTexts('empty.pending'))).toBeVisible();

  // The admin credits the player, who withdraws 250 000 FRE from the page.
  const credited = await contextA.request.post(`/api/admin/users/${player.id}/adjust`, { data: { amount: nano('300000'), reason: 'Crédit de test du parcours retrait' } });
  expect(credited.ok(), await credited.text()).toBe(true);
  // The player still has the identity page open: refreshed, it says approved.
  await expect(page).toHaveURL(/\/kyc$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: kycTexts('approved.title') })).toBeVisible();
  await page.getByRole('link', { name: kycTexts('approved.cta') }).click();
  await expect(page.getByText(withdrawalsTexts('checks.unmetLabel'), { exact: false })).toHaveCount(0);
  await page.getByLabel(withdrawalsTexts('form.amount')).fill('250 000');
  await page.getByRole('button', { name: withdrawalsTexts('form.review') }).click();
  await expect(page.getByRole('heading', { name: withdrawalsTexts('confirm.title') })).toBeVisible();
  await snap(page, 'cashout-11-withdrawal-confirm-phone', { fullPage: false });
  await page.getByRole('button', { name: withdrawalsTexts('confirm.submit') }).click();
  await expect(page.getByText(pattern(withdrawalsTexts('form.sent')))).toBeVisible();
  const history = page.getByRole('region', { name: withdrawalsTexts('list.title') });
  await expect(history.getByText(withdrawalsTexts('status.requested'), { exact: true })).toBeVisible();
  await shot(page, 'cashout-12-withdrawal-requested-phone');

  // 250 000 FRE is above the threshold: admin A approves, a different admin B must approve too.
  await openAdminPage(adminPage, 'withdrawals');
  const card = adminPage.getByRole('listitem', { name: adminWithdrawalsTexts('itemLabel').replace('{{nickname}}', player.nickname) });
  await expect(card.getByText(adminWithdrawalsTexts('approvals.twoNeeded'))).toBeVisible();
  await card.getByRole('button', { name: adminWithdrawalsTexts('actions.approve') }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: adminWithdrawalsTexts('dialog.approve.confirm') }).click();
  await expect(card.getByText(adminWithdrawalsTexts('approvals.waitingOther'))).toBeVisible();
  await expect(card.getByRole('button', { name: adminWithdrawalsTexts('actions.approve') })).toBeDisabled();
  await shot(adminPage, 'cashout-13-admin-withdrawals-desktop');
  await adminPage.setViewportSize(PHONE);
  await shot(adminPage, 'cashout-14-admin-withdrawals-phone');

  const contextB = await adminSession(browser, 'admb');
  const queue = (await (await contextB.request.get('/api/admin/withdrawals')).json()) as { items: { id: string; nickname: string }[] };
  const open = queue.items.find((item) => item.nickname === player.nickname)!;
  const second = await contextB.request.post(`/api/admin/withdrawals/${open.id}/decision`, { data: { decision: 'approve' } });
  expect(second.ok(), await second.text()).toBe(true);

  // The payout fails on chain: the player reads that the team is checking it, never the chain's words.
  await payoutFailsOnChain(open.id);
  await page.reload();
  await expect(history.getByText(withdrawalsTexts('status.payout_failed'), { exact: true })).toBeVisible();
  await expect(history.getByText(withdrawalsTexts('list.checking'))).toBeVisible();
  await expect(history.getByText(CHAIN_FAILURE, { exact: false })).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'cashout-14a-withdrawal-payout-checking-phone');

  // Admin A sees the failure, the chain's technical sentence (English), and retry or refund.
  await adminPage.reload();
  await expect(card.getByText(adminWithdrawalsTexts('payoutFailed.title'))).toBeVisible();
  await expect(card.getByText(CHAIN_FAILURE)).toHaveAttribute('lang', 'en');
  await expect(card.getByRole('button', { name: adminWithdrawalsTexts('actions.markPaid') })).toHaveCount(0);
  expect(await pageWidth(adminPage)).toBeLessThanOrEqual(PHONE.width);
  await shot(adminPage, 'cashout-14b-admin-payout-failed-phone');
  // The same card and the refund question in Russian, on the phone: nothing wider than the screen.
  await adminLanguage(adminPage, 'ru');
  const cardRu = adminPage.getByRole('listitem', { name: adminWithdrawalsTextsRu('itemLabel').replace('{{nickname}}', player.nickname) });
  await expect(cardRu.getByText(adminWithdrawalsTextsRu('payoutFailed.title'))).toBeVisible();
  expect(await pageWidth(adminPage)).toBeLessThanOrEqual(PHONE.width);
  await shot(adminPage, 'cashout-14c-admin-payout-failed-ru-phone');
  await cardRu.getByRole('button', { name: adminWithdrawalsTextsRu('actions.refund') }).click();
  const refundRu = adminPage.getByRole('alertdialog');
  await refundRu.getByLabel(adminWithdrawalsTextsRu('dialog.refund.reasonLabel')).fill('Платёж не дошёл до вашего кошелька, проверьте его и создайте заявку снова.');
  await snap(adminPage, 'cashout-14d-admin-refund-ru-phone', { fullPage: false });
  await refundRu.getByRole('button', { name: texts('ru').admin('dialog.cancel') }).click();
  // And in Chinese.
  await adminLanguage(adminPage, 'zh');
  const cardZh = adminPage.getByRole('listitem', { name: adminWithdrawalsTextsZh('itemLabel').replace('{{nickname}}', player.nickname) });
  await expect(cardZh.getByText(adminWithdrawalsTextsZh('payoutFailed.title'))).toBeVisible();
  expect(await pageWidth(adminPage)).toBeLessThanOrEqual(PHONE.width);
  await shot(adminPage, 'cashout-14f-admin-payout-failed-zh-phone');
  await adminLanguage(adminPage, 'fr');

  // Admin A retries it: approved again, for the payout to be made again.
  await card.getByRole('button', { name: adminWithdrawalsTexts('actions.retryPayout') }).click();
  const retry = adminPage.getByRole('alertdialog');
  await expect(retry.getByText(pattern(adminWithdrawalsTexts('dialog.retryPayout.text')))).toBeVisible();
  await snap(adminPage, 'cashout-14e-admin-retry-payout-phone', { fullPage: false });
  await retry.getByRole('button', { name: adminWithdrawalsTexts('dialog.retryPayout.confirm') }).click();
  await expect(retry).toHaveCount(0);

  // Admin A pays it and records the transaction hash.
  await adminPage.reload();
  await expect(card.getByText(adminWithdrawalsTexts('status.approved'))).toBeVisible();
  await card.getByRole('button', { name: adminWithdrawalsTexts('actions.markPaid') }).click();
  const paid = adminPage.getByRole('alertdialog');
  await paid.getByLabel(adminWithdrawalsTexts('dialog.txHashLabel')).fill('short');
  await paid.getByRole('button', { name: adminWithdrawalsTexts('dialog.markPaid.confirm') }).click();
  await expect(paid.getByText(adminWithdrawalsTexts('dialog.txHashInvalid'))).toBeVisible();
  await paid.getByLabel(adminWithdrawalsTexts('dialog.txHashLabel')).fill('Qm9uam91ci1sZS1tb25kZS1mcmUtcGF5b3V0LTAwMQ');
  await snap(adminPage, 'cashout-15-admin-mark-paid-phone', { fullPage: false });
  await paid.getByRole('button', { name: adminWithdrawalsTexts('dialog.markPaid.confirm') }).click();
  await expect(adminPage.getByText(adminWithdrawalsTexts('empty'))).toBeVisible();

  // The player sees the withdrawal completed.
  await page.reload();
  await expect(history.getByText(withdrawalsTexts('status.completed'), { exact: true })).toBeVisible();
  await expect(history.getByText(CHAIN_FAILURE, { exact: false })).toHaveCount(0);
  await shot(page, 'cashout-16-withdrawal-completed-phone');

  // A second withdrawal's payout fails too; this time admin A refunds the player, with a reason.
  const topUp = await contextA.request.post(`/api/admin/users/${player.id}/adjust`, { data: { amount: nano('250000'), reason: 'Crédit de test du remboursement' } });
  expect(topUp.ok(), await topUp.text()).toBe(true);
  const requested = await page.request.post('/api/withdrawals', { data: { amount: nano('250000') } });
  expect(requested.status(), await requested.text()).toBe(201);
  const again = ((await requested.json()) as { withdrawal: { id: string } }).withdrawal.id;
  for (const context of [contextA, contextB]) {
    const approved = await context.request.post(`/api/admin/withdrawals/${again}/decision`, { data: { decision: 'approve' } });
    expect(approved.ok(), await approved.text()).toBe(true);
  }
  await payoutFailsOnChain(again);
  await adminPage.reload();
  await card.getByRole('button', { name: adminWithdrawalsTexts('actions.refund') }).click();
  const refund = adminPage.getByRole('alertdialog');
  const refundReason = refund.getByLabel(adminWithdrawalsTexts('dialog.refund.reasonLabel'));
  await refundReason.fill('ok');
  await refund.getByRole('button', { name: adminWithdrawalsTexts('dialog.refund.confirm') }).click();
  await expect(refundReason).toHaveAttribute('aria-invalid', 'true');
  const playerReason = 'Le paiement n’a pas pu arriver sur votre portefeuille. Vérifiez-le et refaites une demande.';
  await refundReason.fill(playerReason);
  await refund.getByRole('button', { name: adminWithdrawalsTexts('dialog.refund.confirm') }).click();
  await expect(adminPage.getByText(adminWithdrawalsTexts('empty'))).toBeVisible();

  // The player gets the amount back and reads the operator's reason, not the chain's.
  await page.reload();
  await expect(history.getByText(withdrawalsTexts('status.failed'), { exact: true })).toBeVisible();
  await expect(history.getByText(playerReason, { exact: false })).toBeVisible();
  await expect(history.getByText(CHAIN_FAILURE, { exact: false })).toHaveCount(0);
  const after = (await (await page.request.get('/api/me')).json()) as { user: { balance: string } };
  expect(after.user.balance).toBe('300000000000000');
  await shot(page, 'cashout-17-withdrawal-refunded-phone');
  await contextA.close();
  await contextB.close();
});
