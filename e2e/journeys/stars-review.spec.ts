import { expect, test } from '../support/test.ts';
import { solvedAppChallenge } from '../support/bot-challenge.ts';
import { namespaceTexts } from '../support/locales.ts';
import { answeredCookies } from '../support/quiet-overlays.ts';
import { readyOperator } from '../support/ready.ts';
import { snap } from '../support/screenshots.ts';
import { deliverUpdate, telegramPlayer } from '../support/telegram.ts';

const PHONE = { width: 390, height: 844 };
const adminShop = namespaceTexts('admin-shop', 'fr');

/**
 * What the bot's webhook did not take as it came (decision 045, amended), as an operator finds it
 * on a phone: a Stars payment from another Telegram user than the order's, kept for review with
 * what differed and kept after a confirmed review; an update holding a total Telegram never sends,
 * listed with the fields refused.
 */
test('an operator finds a mismatched Stars payment and a refused update in /admin/shop, and keeps the payment after review', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();

  // A player signs in inside Telegram and orders a pack in Stars; someone else's Telegram account pays it.
  const player = await telegramPlayer(request, { firstName: 'Mallory', languageCode: 'fr' });
  const signedIn = await request.post('/api/auth/telegram', { data: { initData: player.initData, altcha: await solvedAppChallenge() } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await signedIn.json()).token as string}` };
  const ordered = await request.post('/api/shop/orders', { headers, data: { itemId: 'FRE1', method: 'stars' } });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = (await ordered.json()) as { orderId: string; stars: number };
  const stranger = { id: player.id + 5, is_bot: false, first_name: 'Eve' };
  const payment = (chargeId: string, total: number) => ({
    message: {
      message_id: 1, date: Math.floor(stamp / 1000), from: stranger, chat: { id: stranger.id, type: 'private' },
      successful_payment: { currency: 'XTR', total_amount: total, invoice_payload: `order:${order.orderId}`, telegram_payment_charge_id: chargeId, provider_payment_charge_id: '' },
    },
  });
  expect(await deliverUpdate(request, payment(`stxE2Emismatch${stamp}`, order.stars))).toBe(200);
  // A total beyond 2^31 − 1: refused, answered 200 all the same so that Telegram stops resending it.
  expect(await deliverUpdate(request, payment(`stxE2Erefused${stamp}`, 2 ** 31))).toBe(200);

  // The operator: two-step sign-in on, the admin role, personal code set (which unlocks this session), on a phone.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE, locale: 'fr-FR' });
  await answeredCookies(context);
  await readyOperator(context.request, { prefix: 'starsadm', accessCode: 'Revue-stars-2026' });

  const page = await context.newPage();
  await page.goto('/admin/shop');
  await expect(page.getByRole('heading', { level: 1, name: adminShop('title') })).toBeVisible();
  const stars = page.getByRole('region', { name: adminShop('stars.title') });
  const row = stars.getByRole('row').filter({ hasText: adminShop('stars.outcomes.mismatch.label') }).filter({ hasText: String(stranger.id) });
  await expect(row).toContainText(adminShop('stars.mismatch.payer', { paid: String(stranger.id), expected: String(player.id) }));
  await expect(stars.getByRole('status')).toContainText(/^À examiner : \d+\./);
  await row.scrollIntoViewIfNeeded();
  await snap(page, 'stars-review-1-payment-under-review', { fullPage: false });
  // The refused update, its content opened: the JSON as received, the total Telegram never sends in it.
  const refused = page.getByRole('region', { name: adminShop('refused.title') }).getByRole('row').filter({ hasText: `stxE2Erefused${stamp}` });
  await expect(refused).toContainText('message.successful_payment.total_amount: too_big');
  await refused.getByText(/^Voir la mise à jour/).click();
  await expect(refused).toContainText('"total_amount":2147483648');
  await refused.scrollIntoViewIfNeeded();
  await snap(page, 'stars-review-2-refused-update', { fullPage: false });

  // Kept without a refund, after confirmation: the row says when, and offers no second review.
  await row.getByRole('button', { name: adminShop('stars.reviewAction') }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(adminShop('stars.reviewConfirm.text'));
  await snap(page, 'stars-review-3-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: adminShop('stars.reviewAction') }).click();
  await expect(dialog).toHaveCount(0);
  // It leaves the queue; the history (all payments, newest first) keeps it with its review.
  await expect(row).toHaveCount(0);
  await stars.getByRole('radio', { name: adminShop('stars.filter.all') }).check();
  await expect(row).toContainText(/Examiné le/);
  await expect(row.getByRole('button', { name: adminShop('stars.reviewAction') })).toHaveCount(0);
  await row.scrollIntoViewIfNeeded();
  await snap(page, 'stars-review-4-history', { fullPage: false });
  await context.close();
});
