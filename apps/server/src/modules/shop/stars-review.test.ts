import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRE_BOXES } from '@fre/domain';
import { asAdmin, ledgerSum, type Admin } from '#server-test/money-helpers.ts';
import { deliver, newChargeId, startStarsApp, successfulPayment, telegramBuyer } from '#server-test/stars-helpers.ts';
import type { TelegramStandIn } from '#server-test/telegram-stand-in.ts';
import type { TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let telegram: TelegramStandIn;
let admin: Admin;
let close: () => Promise<void>;
beforeAll(async () => ({ t, telegram, admin, close } = await startStarsApp()));
afterAll(() => close());

const box = FRE_BOXES[0];
const PARALLEL = 6;

async function starsOrder(itemId: string) {
  const buyer = await telegramBuyer(t);
  const order = await buyer.client.post('/api/shop/orders', { itemId, method: 'stars' });
  expect(order.status).toBe(201);
  return { ...buyer, order: order.body as { orderId: string; stars: number } };
}

const rowsOf = async (chargeId: string) =>
  (await t.db.query('SELECT outcome, stars, currency, telegram_user_id::text AS payer FROM star_payments WHERE telegram_payment_charge_id = $1', [chargeId])).rows;

async function listed(chargeId: string) {
  const view = await asAdmin(admin, 'GET', '/api/admin/shop/star-payments?status=all&limit=100');
  expect(view.status).toBe(200);
  return view.body.items.find((payment: { chargeId: string }) => payment.chargeId === chargeId);
}

/** Delivers the same successful_payment PARALLEL times at once, as a Telegram redelivering it would, and says every answer. */
async function deliverAtOnce(update: Record<string, unknown>) {
  return Promise.all(Array.from({ length: PARALLEL }, () => deliver(t, update)));
}

describe('a Stars payment that does not match its order', () => {
  it(`paid by another Telegram user: ${PARALLEL} deliveries at once, never credited, kept once for review with the payer`, async () => {
    const { telegramId, order, user, client } = await starsOrder(box.id);
    const stranger = telegramId + 1_000_000;
    const chargeId = newChargeId();
    const statuses = await deliverAtOnce(successfulPayment({ telegramId: stranger, orderId: order.orderId, stars: order.stars, chargeId }));
    expect(statuses).toEqual(Array(PARALLEL).fill(200));
    expect(await ledgerSum(t.db, user.id)).toBe(0n);
    expect((await client.get(`/api/shop/orders/${order.orderId}`)).body.status).toBe('pending');
    expect(await rowsOf(chargeId)).toEqual([{ outcome: 'mismatch', stars: order.stars, currency: 'XTR', payer: String(stranger) }]);
    expect(await listed(chargeId)).toMatchObject({
      outcome: 'mismatch', orderId: order.orderId, userId: user.id, stars: order.stars, currency: 'XTR', payerTelegramId: String(stranger),
      mismatch: { payer: { paid: String(stranger), expected: String(telegramId) } }, refundedAt: null, reviewedAt: null,
    });
    // The right payer afterwards still buys: the order was left pending.
    expect(await deliver(t, successfulPayment({ telegramId, orderId: order.orderId, stars: order.stars, chargeId: newChargeId() }))).toBe(200);
    expect(await ledgerSum(t.db, user.id)).toBe(box.amountNano);
  });

  it(`paid in another currency: ${PARALLEL} deliveries at once, never credited, kept once with the currency`, async () => {
    const { telegramId, order, user } = await starsOrder(box.id);
    const chargeId = newChargeId();
    const statuses = await deliverAtOnce(successfulPayment({ telegramId, orderId: order.orderId, stars: order.stars, chargeId, currency: 'EUR' }));
    expect(statuses).toEqual(Array(PARALLEL).fill(200));
    expect(await ledgerSum(t.db, user.id)).toBe(0n);
    expect(await rowsOf(chargeId)).toEqual([{ outcome: 'mismatch', stars: order.stars, currency: 'EUR', payer: String(telegramId) }]);
    expect((await listed(chargeId)).mismatch).toEqual({ currency: { paid: 'EUR', expected: 'XTR' } });
  });

  it(`paid with another total, below or above the order's: ${PARALLEL} deliveries at once each, never credited, each kept once`, async () => {
    const { telegramId, order, user } = await starsOrder('FRE1');
    for (const stars of [order.stars - 1, 1, order.stars + 1, 2_147_483_647]) {
      const chargeId = newChargeId();
      const statuses = await deliverAtOnce(successfulPayment({ telegramId, orderId: order.orderId, stars, chargeId }));
      expect(statuses).toEqual(Array(PARALLEL).fill(200));
      expect((await t.db.query('SELECT 1 FROM user_packs WHERE user_id = $1', [user.id])).rowCount).toBe(0);
      expect(await rowsOf(chargeId)).toEqual([{ outcome: 'mismatch', stars, currency: 'XTR', payer: String(telegramId) }]);
      expect((await listed(chargeId)).mismatch).toEqual({ total: { paid: stars, expected: order.stars } });
    }
  });

  it('says every difference at once: payer, currency and total', async () => {
    const { telegramId, order } = await starsOrder(box.id);
    const chargeId = newChargeId();
    expect(await deliver(t, successfulPayment({ telegramId: telegramId + 7, orderId: order.orderId, stars: order.stars * 2, chargeId, currency: 'USD' }))).toBe(200);
    expect((await listed(chargeId)).mismatch).toEqual({
      payer: { paid: String(telegramId + 7), expected: String(telegramId) }, currency: { paid: 'USD', expected: 'XTR' }, total: { paid: order.stars * 2, expected: order.stars },
    });
  });

  it('is refunded through the audited refund path to the Telegram user who paid, nothing taken back', async () => {
    const { telegramId, order, user } = await starsOrder(box.id);
    const stranger = telegramId + 2_000_000;
    const chargeId = newChargeId();
    await deliver(t, successfulPayment({ telegramId: stranger, orderId: order.orderId, stars: order.stars, chargeId }));
    const refunded = await asAdmin(admin, 'POST', `/api/admin/shop/star-payments/${chargeId}/refund`);
    expect(refunded.body).toEqual({ chargeId, reversal: 'nothing_granted' });
    expect(telegram.callsOf('refundStarPayment').at(-1)).toEqual({ user_id: stranger, telegram_payment_charge_id: chargeId });
    expect(await ledgerSum(t.db, user.id)).toBe(0n);
    expect((await listed(chargeId)).refundedAt).not.toBeNull();
  });

  it('is marked reviewed by an admin once, audited; a credited, refunded or reviewed payment is not under review', async () => {
    const { telegramId, order } = await starsOrder(box.id);
    const chargeId = newChargeId();
    await deliver(t, successfulPayment({ telegramId, orderId: order.orderId, stars: order.stars + 5, chargeId }));
    const review = (id: string) => asAdmin(admin, 'POST', `/api/admin/shop/star-payments/${encodeURIComponent(id)}/review`);

    const answers = await Promise.all([1, 2, 3].map(() => review(chargeId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.code).toBe('not_under_review');
    expect((await listed(chargeId)).reviewedAt).toEqual(expect.any(String));
    expect((await t.db.query(`SELECT actor_id, before FROM audit_log WHERE action = 'star_payment_reviewed' AND target_id = $1`, [chargeId])).rows).toEqual([
      { actor_id: admin.id, before: expect.objectContaining({ outcome: 'mismatch' }) },
    ]);

    const credited = newChargeId();
    await deliver(t, successfulPayment({ telegramId, orderId: order.orderId, stars: order.stars, chargeId: credited }));
    expect((await review(credited)).body.error.code).toBe('not_under_review');
    expect((await review(newChargeId())).status).toBe(404);
  });

  it('refuses an admin\'s charge id or item id holding a NUL or a control character with 400, never a 500', async () => {
    for (const id of ['\u0000', 'stx\u0000abc', 'stx\u0007abc', 'stx abc', 'stxé']) {
      for (const action of ['refund', 'review']) {
        const answer = await asAdmin(admin, 'POST', `/api/admin/shop/star-payments/${encodeURIComponent(id)}/${action}`);
        expect([answer.status, answer.body.error.code]).toEqual([400, 'validation_failed']);
      }
    }
    const item = await asAdmin(admin, 'PATCH', `/api/admin/shop/items/${encodeURIComponent('FRE1\u0000')}`, { available: false });
    expect([item.status, item.body.error.code]).toEqual([400, 'validation_failed']);
  });
});
