import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRE_BOXES, PACKS } from '@fre/domain';
import { registerUser } from '#server-test/api-client.ts';
import { adjustBalance, asAdmin, ledgerSum, type Admin } from '#server-test/money-helpers.ts';
import { deliver, newChargeId, startStarsApp, successfulPayment, telegramBuyer } from '#server-test/stars-helpers.ts';
import type { TelegramStandIn } from '#server-test/telegram-stand-in.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let telegram: TelegramStandIn;
let admin: Admin;
let close: () => Promise<void>;
beforeAll(async () => ({ t, telegram, admin, close } = await startStarsApp()));
afterAll(() => close());

const box = FRE_BOXES[0];

async function paidStarsOrder(itemId: string) {
  const buyer = await telegramBuyer(t);
  const order = (await buyer.client.post('/api/shop/orders', { itemId, method: 'stars' })).body as { orderId: string; stars: number };
  const chargeId = newChargeId();
  expect(await deliver(t, successfulPayment({ telegramId: buyer.telegramId, orderId: order.orderId, stars: order.stars, chargeId }))).toBe(200);
  return { ...buyer, order, chargeId };
}

const refund = (chargeId: string) => asAdmin(admin, 'POST', `/api/admin/shop/star-payments/${encodeURIComponent(chargeId)}/refund`);

describe('Stars orders', () => {
  it('answers an invoice link for the price in Stars, made with XTR, no provider, one price, the order in the payload, in the buyer\'s language', async () => {
    const { client } = await telegramBuyer(t);
    const created = await client.post('/api/shop/orders', { itemId: 'FRE1', method: 'stars' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ method: 'stars', orderId: expect.any(String), invoiceLink: expect.stringMatching(/^https:\/\/t\.me\/\$/), stars: PACKS[0].stars });
    expect(telegram.callsOf('createInvoiceLink').at(-1)).toEqual({
      title: 'Pack FRE1', description: '+0,025 FRE/h sur votre minage, pour toujours.', payload: `order:${created.body.orderId}`,
      provider_token: '', currency: 'XTR', prices: [{ label: 'FRE Mining', amount: PACKS[0].stars }],
    });
    expect((await client.get(`/api/shop/orders/${created.body.orderId}`)).body).toMatchObject({ method: 'stars', status: 'pending', stars: PACKS[0].stars, amount: null });
  });

  it('reads the catalogue for Stars: every item priced from the domain\'s catalogue, blocked by the same rules', async () => {
    const { client } = await telegramBuyer(t);
    const stars = (await client.get('/api/shop?method=stars')).body;
    expect(stars.configured).toBe(true);
    expect(stars.items.find((item: { id: string }) => item.id === 'FRE1')).toMatchObject({ stars: PACKS[0].stars, available: true, blocked: null });
    // No TON price set in this app: not for sale in TON.
    expect((await client.get('/api/shop')).body.items[0]).toMatchObject({ stars: PACKS[0].stars, price: null, blocked: 'unavailable' });
  });

  it('refuses what cannot be bought in Stars, with the TON path\'s error codes', async () => {
    const { client, user } = await paidStarsOrder('FRE3');
    const order = (itemId: string) => client.post('/api/shop/orders', { itemId, method: 'stars' });
    expect((await order('FRE3')).body.error.code).toBe('already_owned');
    await t.db.query(`UPDATE shop_items SET required_level = 5 WHERE id = 'FRE5'`);
    expect((await order('FRE5')).body.error.code).toBe('level_required');
    await t.db.query(`UPDATE shop_items SET required_level = 0 WHERE id = 'FRE5'`);
    await t.db.query(`INSERT INTO user_boosts (user_id, rate_nano, source, applied_at, expires_at) VALUES ($1, 1, 'test', $2, $3)`, [user.id, t.clock.now(), new Date(t.clock.now().getTime() + 3_600_000)]);
    expect((await order('BOOST7')).body.error.code).toBe('boost_already_active');
    await t.db.query(`UPDATE shop_items SET price_stars = NULL WHERE id = 'FREBOX75000'`);
    expect((await order('FREBOX75000')).body.error.code).toBe('item_unavailable');
    expect((await order('NOPE')).status).toBe(404);
    const unlinked = await registerUser(t.baseUrl, t.sent);
    expect((await unlinked.client.post('/api/shop/orders', { itemId: 'FRE1', method: 'stars' })).body.error.code).toBe('telegram_not_linked');
  });

  it('answers 503 telegram_unavailable without a bot token', async () => {
    const other = await startTestApp();
    try {
      const { client } = await registerUser(other.baseUrl, other.sent);
      const created = await client.post('/api/shop/orders', { itemId: 'FRE1', method: 'stars' });
      expect(created.status).toBe(503);
      expect(created.body.error.code).toBe('telegram_unavailable');
    } finally {
      await other.close();
    }
  });
});

describe('the back office', () => {
  it('edits an item\'s price in Stars, audited, and refuses what is not a whole positive number', async () => {
    const set = (stars: unknown) => asAdmin(admin, 'PATCH', '/api/admin/shop/items/BOOST22', { stars });
    expect((await set(321)).body).toMatchObject({ id: 'BOOST22', stars: 321 });
    for (const wrong of [0, -5, 1.5, '12', 100_001]) expect((await set(wrong)).status).toBe(400);
    expect((await set(null)).body.stars).toBeNull();
    const { client } = await telegramBuyer(t);
    expect((await client.post('/api/shop/orders', { itemId: 'BOOST22', method: 'stars' })).body.error.code).toBe('item_unavailable');
    const audit = await t.db.query(`SELECT before, after FROM audit_log WHERE action = 'shop_item_updated' AND target_id = 'BOOST22' ORDER BY id`);
    expect(audit.rows.map((row) => [row.before.stars, row.after.stars])).toEqual([[400, 321], [321, null]]);
  });

  it('refunds a FRE box through Telegram, debits its FRE through the ledger, audits it, and refunds once', async () => {
    const { user, order, chargeId, telegramId, client } = await paidStarsOrder(box.id);
    const refunded = await refund(chargeId);
    expect(refunded.status).toBe(200);
    expect(refunded.body).toEqual({ chargeId, reversal: 'fre_debited' });
    expect(telegram.callsOf('refundStarPayment').at(-1)).toEqual({ user_id: telegramId, telegram_payment_charge_id: chargeId });
    expect(await ledgerSum(t.db, user.id)).toBe(0n);
    expect((await t.db.query(`SELECT kind, amount_nano FROM ledger WHERE user_id = $1 ORDER BY id`, [user.id])).rows).toEqual([
      { kind: 'shop_fre_box', amount_nano: box.amountNano }, { kind: 'shop_refund', amount_nano: -box.amountNano },
    ]);
    expect((await client.get(`/api/shop/orders/${order.orderId}`)).body.status).toBe('refunded');
    expect((await t.db.query(`SELECT actor_id FROM audit_log WHERE action = 'star_payment_refunded' AND target_id = $1`, [chargeId])).rows).toEqual([{ actor_id: admin.id }]);
    const again = await refund(chargeId);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_refunded');
    expect(telegram.callsOf('refundStarPayment').filter((call) => call.telegram_payment_charge_id === chargeId)).toHaveLength(1);
    const listed = (await asAdmin(admin, 'GET', '/api/admin/shop/star-payments?status=all&limit=100')).body.items.find((p: { chargeId: string }) => p.chargeId === chargeId);
    expect(listed).toMatchObject({ orderId: order.orderId, itemId: box.id, userId: user.id, stars: order.stars, outcome: 'credited', reversal: 'fre_debited', refundedAt: expect.any(String) });
  });

  it('refunds once when an admin sends the same refund 5 times at once: one debit, one call to Telegram', async () => {
    const { user, chargeId } = await paidStarsOrder(box.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(chargeId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error.code === 'already_refunded')).toBe(true);
    expect(telegram.callsOf('refundStarPayment').filter((call) => call.telegram_payment_charge_id === chargeId)).toHaveLength(1);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND kind = 'shop_refund'`, [user.id])).rows[0].n).toBe(1);
    expect(await ledgerSum(t.db, user.id)).toBe(0n);
  });

  it('refuses to refund a FRE box whose FRE were spent, changing nothing', async () => {
    const { user, chargeId } = await paidStarsOrder(box.id);
    await adjustBalance(admin, user.id, -1);
    const before = telegram.callsOf('refundStarPayment').length;
    const refused = await refund(chargeId);
    expect(refused.body.error.code).toBe('insufficient_balance');
    expect(telegram.callsOf('refundStarPayment')).toHaveLength(before);
    expect((await t.db.query('SELECT refunded_at FROM star_payments WHERE telegram_payment_charge_id = $1', [chargeId])).rows[0].refunded_at).toBeNull();
  });

  it('removes a refunded pack, ends a refunded boost, and keeps everything when Telegram refuses the refund', async () => {
    const pack = await paidStarsOrder('FRE1');
    expect((await refund(pack.chargeId)).body.reversal).toBe('pack_removed');
    expect((await t.db.query('SELECT 1 FROM user_packs WHERE user_id = $1', [pack.user.id])).rowCount).toBe(0);

    const boost = await paidStarsOrder('BOOST7');
    expect((await refund(boost.chargeId)).body.reversal).toBe('boost_removed');
    expect((await boost.client.get('/api/shop?method=stars')).body.items.find((i: { id: string }) => i.id === 'BOOST7').blocked).toBeNull();

    const other = await paidStarsOrder('FRE1');
    telegram.failing.add('refundStarPayment');
    try {
      expect((await refund(other.chargeId)).status).toBe(503);
    } finally {
      telegram.failing.delete('refundStarPayment');
    }
    expect((await t.db.query('SELECT 1 FROM user_packs WHERE user_id = $1', [other.user.id])).rowCount).toBe(1);
    expect((await other.client.get(`/api/shop/orders/${other.order.orderId}`)).body.status).toBe('paid');
  });
});
