import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRE_BOXES } from '@fre/domain';
import { asAdmin, ledgerSum, type Admin } from '#server-test/money-helpers.ts';
import { deliver, newChargeId, preCheckout, startStarsApp, successfulPayment, telegramBuyer, WEBHOOK_SECRET } from '#server-test/stars-helpers.ts';
import type { TelegramStandIn } from '#server-test/telegram-stand-in.ts';
import type { TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let telegram: TelegramStandIn;
let admin: Admin;
let close: () => Promise<void>;
beforeAll(async () => ({ t, telegram, admin, close } = await startStarsApp()));
afterAll(() => close());

const box = FRE_BOXES[0];

async function starsOrder() {
  const buyer = await telegramBuyer(t);
  const order = await buyer.client.post('/api/shop/orders', { itemId: box.id, method: 'stars' });
  expect(order.status).toBe(201);
  return { ...buyer, order: order.body as { orderId: string; stars: number } };
}

let updateId = 7_000_000;

/**
 * A successful_payment of the order with one field of the SuccessfulPayment replaced, under its own
 * update_id: delivered again, it is the same update, as Telegram redelivers one.
 */
function paymentWith(p: { telegramId: number; orderId: string; stars: number }, field: string, value: unknown) {
  const update = successfulPayment({ ...p, chargeId: newChargeId() });
  return { update_id: ++updateId, message: { ...update.message, successful_payment: { ...update.message.successful_payment, [field]: value } } };
}

/** What the back office lists of the updates refused, keyed by the payment's charge id or the query's id it held. */
async function refusedHolding(text: string) {
  const view = await asAdmin(admin, 'GET', '/api/admin/telegram/refused-updates?status=all&limit=100');
  expect(view.status).toBe(200);
  return (view.body.items as { id: string; body: string; reason: string; kind: string; reviewedAt: string | null }[]).filter((u) => u.body.includes(text));
}

const starPaymentsOf = async (orderId: string) => (await t.db.query('SELECT 1 FROM star_payments WHERE order_id = $1', [orderId])).rowCount;

describe('an update the webhook refuses', () => {
  it('answers 200 to a payment total above 2^31 − 1 (5 deliveries at once), credits nothing, keeps it once for review', async () => {
    const { telegramId, order, user } = await starsOrder();
    const update = paymentWith({ telegramId, ...order }, 'total_amount', 2 ** 31);
    const statuses = await Promise.all(Array.from({ length: 5 }, () => deliver(t, update)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await ledgerSum(t.db, user.id)).toBe(0n);
    expect(await starPaymentsOf(order.orderId)).toBe(0);
    const kept = await refusedHolding(update.message.successful_payment.telegram_payment_charge_id);
    expect(kept).toEqual([expect.objectContaining({ kind: 'successful_payment', reason: expect.stringContaining('message.successful_payment.total_amount'), reviewedAt: null })]);
  });

  it('answers 200 to a NUL or a control character in a charge id, a payload or a currency, and keeps each once', async () => {
    const { telegramId, order, user } = await starsOrder();
    const p = { telegramId, ...order };
    for (const [field, value] of [
      ['telegram_payment_charge_id', `stx\u0000${newChargeId()}`], ['provider_payment_charge_id', `pc\u0000${newChargeId()}`],
      ['invoice_payload', `order:${order.orderId}\u0000`], ['currency', 'XT\u0000'], ['telegram_payment_charge_id', `stx\u001b${newChargeId()}`],
    ] as const) {
      const update = paymentWith(p, field, value);
      expect(await deliver(t, update)).toBe(200);
      expect(await deliver(t, update)).toBe(200);
      const marker = JSON.stringify(update.message.successful_payment.telegram_payment_charge_id).slice(1, -1);
      expect(await refusedHolding(marker)).toEqual([expect.objectContaining({ kind: 'successful_payment', reason: expect.stringContaining(field) })]);
    }
    expect(await ledgerSum(t.db, user.id)).toBe(0n);
    expect(await starPaymentsOf(order.orderId)).toBe(0);
  });

  it('keeps a pre-checkout query from a Telegram id beyond 52 bits, unanswered: Telegram then cancels the purchase', async () => {
    const { order } = await starsOrder();
    const update = preCheckout({ telegramId: 1, orderId: order.orderId, stars: order.stars });
    const body = JSON.stringify({ update_id: 91, ...update }).replace('"from":{"id":1,', '"from":{"id":9223372036854775808,');
    const response = await fetch(`${t.baseUrl}/api/telegram/webhook`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET }, body,
    });
    expect(response.status).toBe(200);
    expect(telegram.callsOf('answerPreCheckoutQuery').some((call) => call.pre_checkout_query_id === update.pre_checkout_query.id)).toBe(false);
    expect(await refusedHolding(update.pre_checkout_query.id)).toEqual([expect.objectContaining({ kind: 'pre_checkout_query', reason: expect.stringContaining('pre_checkout_query.from.id') })]);
  });

  it('still answers 401 without the right secret, and keeps nothing', async () => {
    const { telegramId, order } = await starsOrder();
    const update = paymentWith({ telegramId, ...order }, 'total_amount', 2 ** 40);
    expect(await deliver(t, update, 'wrong-secret-of-the-same-kind_0123')).toBe(401);
    expect(await deliver(t, update, null)).toBe(401);
    expect(await refusedHolding(update.message.successful_payment.telegram_payment_charge_id)).toEqual([]);
  });

  it('is marked reviewed by an admin once, audited; a bad or unknown id is refused with a 4xx', async () => {
    const { telegramId, order } = await starsOrder();
    const update = paymentWith({ telegramId, ...order }, 'total_amount', -3);
    expect(await deliver(t, update)).toBe(200);
    const [kept] = await refusedHolding(update.message.successful_payment.telegram_payment_charge_id);
    const review = (id: string) => asAdmin(admin, 'POST', `/api/admin/telegram/refused-updates/${encodeURIComponent(id)}/review`);
    const answers = await Promise.all([1, 2, 3].map(() => review(kept!.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.code).toBe('not_under_review');
    expect((await refusedHolding(update.message.successful_payment.telegram_payment_charge_id))[0]!.reviewedAt).toEqual(expect.any(String));
    expect((await t.db.query(`SELECT actor_id FROM audit_log WHERE action = 'telegram_update_reviewed' AND target_id = $1`, [kept!.id])).rows).toEqual([{ actor_id: admin.id }]);
    expect((await review('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    for (const id of ['\u0000', 'not-an-id']) expect((await review(id)).status).toBe(400);
  });
});
