import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRE_BOXES, SHOP } from '@fre/domain';
import { ledgerSum } from '#server-test/money-helpers.ts';
import { BOT_TOKEN, WEBHOOK_SECRET, deliver, newChargeId, preCheckout, starsEnv, successfulPayment, telegramBuyer, textMessage } from '#server-test/stars-helpers.ts';
import { startTelegramStandIn, type TelegramStandIn } from '#server-test/telegram-stand-in.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { secretMatches } from './telegram-webhook.routes.ts';

const POOL = 5;
let t: TestApp;
let telegram: TelegramStandIn;

beforeAll(async () => {
  telegram = await startTelegramStandIn(BOT_TOKEN);
  t = await startTestApp({ ...starsEnv(telegram.url), TELEGRAM_MINI_APP_URL: 'https://t.me/fre_mining_bot/app' }, { poolSize: POOL });
});
afterAll(async () => {
  await t.close();
  await telegram.close();
});

const box = FRE_BOXES[0];

async function starsOrder(itemId: string) {
  const buyer = await telegramBuyer(t);
  const order = await buyer.client.post('/api/shop/orders', { itemId, method: 'stars' });
  expect(order.status).toBe(201);
  return { ...buyer, order: order.body as { orderId: string; stars: number } };
}

/** Telegram's pre-checkout question, and the answer the server gave it through answerPreCheckoutQuery. */
async function askPreCheckout(p: Parameters<typeof preCheckout>[0]) {
  const update = preCheckout(p);
  expect(await deliver(t, update)).toBe(200);
  return telegram.callsOf('answerPreCheckoutQuery').find((call) => call.pre_checkout_query_id === update.pre_checkout_query.id);
}

const credits = async (orderId: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger WHERE kind = 'shop_fre_box' AND ref = $1`, [orderId])).rows[0]!.n;

describe('the webhook secret', () => {
  it('refuses a missing or wrong X-Telegram-Bot-Api-Secret-Token with 401 and does nothing', async () => {
    const { telegramId, order, user } = await starsOrder(box.id);
    const chargeId = newChargeId();
    const before = telegram.calls.length;
    for (const secret of [null, 'wrong-secret-of-the-same-kind_0123', `${WEBHOOK_SECRET}x`, WEBHOOK_SECRET.slice(0, -1), '']) {
      expect(await deliver(t, successfulPayment({ telegramId, orderId: order.orderId, stars: order.stars, chargeId }), secret)).toBe(401);
      expect(await deliver(t, preCheckout({ telegramId, orderId: order.orderId, stars: order.stars }), secret)).toBe(401);
    }
    expect(telegram.calls.length).toBe(before);
    expect((await t.db.query('SELECT 1 FROM star_payments WHERE telegram_payment_charge_id = $1', [chargeId])).rowCount).toBe(0);
    expect(await ledgerSum(t.db, user.id)).toBe(0n);
  });

  it('matches only the configured secret, and nothing when none is configured', () => {
    expect(secretMatches(WEBHOOK_SECRET, WEBHOOK_SECRET)).toBe(true);
    expect(secretMatches(WEBHOOK_SECRET, undefined)).toBe(false);
    expect(secretMatches(undefined, WEBHOOK_SECRET)).toBe(false);
    expect(secretMatches([WEBHOOK_SECRET], WEBHOOK_SECRET)).toBe(false);
  });

  it(`answers 401 to ${POOL * 8} parallel wrong secrets, more than the ${POOL} connections of the pool, and still serves the right one`, async () => {
    const { telegramId, order } = await starsOrder(box.id);
    const statuses = await Promise.all(Array.from({ length: POOL * 8 }, (_, i) => deliver(t, successfulPayment({ telegramId, orderId: order.orderId, stars: order.stars, chargeId: newChargeId() }), `wrong-secret-number-${i}-of-the-burst`)));
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(await credits(order.orderId)).toBe(0);
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    expect(await deliver(t, successfulPayment({ telegramId, orderId: order.orderId, stars: order.stars, chargeId: newChargeId() }))).toBe(200);
    expect(await credits(order.orderId)).toBe(1);
  });
});

describe('pre-checkout', () => {
  it('says yes to a pending order of this Telegram user, at its price in XTR', async () => {
    const { telegramId, order } = await starsOrder('BOOST7');
    expect(await askPreCheckout({ telegramId, orderId: order.orderId, stars: order.stars })).toEqual({ pre_checkout_query_id: expect.any(String), ok: true });
  });

  it('says no, in the buyer\'s language, to another Telegram user, another amount or currency, an expired or paid order, a pack owned meanwhile', async () => {
    const { telegramId, order, client } = await starsOrder('FRE3');
    const second = (await client.post('/api/shop/orders', { itemId: 'FRE3', method: 'stars' })).body as { orderId: string; stars: number };
    const refused = (answer: Record<string, unknown> | undefined, text: string) => expect(answer).toMatchObject({ ok: false, error_message: text });

    refused(await askPreCheckout({ telegramId: telegramId + 1, orderId: order.orderId, stars: order.stars }), 'Cette commande a été passée depuis un autre compte Telegram.');
    refused(await askPreCheckout({ telegramId, orderId: order.orderId, stars: order.stars - 1 }), 'Cette facture ne correspond plus à la commande : recommandez depuis la boutique.');
    refused(await askPreCheckout({ telegramId, orderId: order.orderId, stars: order.stars, currency: 'USD' }), 'Cette facture ne correspond plus à la commande : recommandez depuis la boutique.');
    refused(await askPreCheckout({ telegramId, orderId: '00000000-0000-4000-8000-000000000000', stars: order.stars }), 'Cette facture ne correspond plus à la commande : recommandez depuis la boutique.');

    expect(await deliver(t, successfulPayment({ telegramId, orderId: order.orderId, stars: order.stars, chargeId: newChargeId() }))).toBe(200);
    refused(await askPreCheckout({ telegramId, orderId: order.orderId, stars: order.stars }), 'Cette commande a expiré : recommandez depuis la boutique.');
    refused(await askPreCheckout({ telegramId, orderId: second.orderId, stars: second.stars }), 'Vous possédez déjà ce pack.');

    const late = await starsOrder(box.id);
    t.clock.advance(SHOP.orderTtlMs + 1_000);
    refused(await askPreCheckout({ telegramId: late.telegramId, orderId: late.order.orderId, stars: late.order.stars }), 'Cette commande a expiré : recommandez depuis la boutique.');
  });
});

describe('successful payments', () => {
  it('credits a FRE box once when Telegram delivers the payment twice', async () => {
    const { telegramId, order, user, client } = await starsOrder(box.id);
    const update = successfulPayment({ telegramId, orderId: order.orderId, stars: order.stars, chargeId: newChargeId() });
    expect(await deliver(t, update)).toBe(200);
    expect(await deliver(t, update)).toBe(200);
    expect(await credits(order.orderId)).toBe(1);
    expect(await ledgerSum(t.db, user.id)).toBe(box.amountNano);
    expect((await client.get(`/api/shop/orders/${order.orderId}`)).body).toMatchObject({ method: 'stars', status: 'paid', stars: order.stars, amount: null, comment: null });
    expect((await client.get('/api/notifications')).body.items[0]).toMatchObject({ type: 'purchase_confirmation', params: { itemId: box.id } });
  });

  it('credits once when the same payment arrives 5 times at once', async () => {
    const { telegramId, order, user } = await starsOrder(box.id);
    const update = successfulPayment({ telegramId, orderId: order.orderId, stars: order.stars, chargeId: newChargeId() });
    const statuses = await Promise.all(Array.from({ length: 5 }, () => deliver(t, update)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await credits(order.orderId)).toBe(1);
    expect(await ledgerSum(t.db, user.id)).toBe(box.amountNano);
    expect((await t.db.query('SELECT outcome FROM star_payments WHERE order_id = $1', [order.orderId])).rows).toEqual([{ outcome: 'credited' }]);
  });

  it('keeps a second payment of a pack for a refund instead of granting it twice', async () => {
    const { telegramId, order, client, user } = await starsOrder('FRE5');
    const second = (await client.post('/api/shop/orders', { itemId: 'FRE5', method: 'stars' })).body as { orderId: string; stars: number };
    await deliver(t, successfulPayment({ telegramId, orderId: order.orderId, stars: order.stars, chargeId: newChargeId() }));
    await deliver(t, successfulPayment({ telegramId, orderId: second.orderId, stars: second.stars, chargeId: newChargeId() }));
    expect((await t.db.query('SELECT count(*)::int AS n FROM user_packs WHERE user_id = $1', [user.id])).rows[0].n).toBe(1);
    expect((await t.db.query('SELECT outcome FROM star_payments WHERE order_id = $1', [second.orderId])).rows).toEqual([{ outcome: 'already_owned' }]);
    expect((await client.get(`/api/shop/orders/${second.orderId}`)).body.status).toBe('pending');
  });
});

describe('commands', () => {
  it('/start answers with a welcome and a button opening the Mini App, passing an invitation on; /paysupport says how to get help', async () => {
    expect(await deliver(t, textMessage(555_001, '/start ref_ABCD2345', 'ru'))).toBe(200);
    const welcome = telegram.callsOf('sendMessage').at(-1)!;
    expect(welcome).toMatchObject({ chat_id: 555_001, text: expect.stringContaining('FRE Mining') });
    expect(welcome.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Открыть FRE Mining', url: 'https://t.me/fre_mining_bot/app?startapp=ref_ABCD2345' }]] });

    expect(await deliver(t, textMessage(555_001, '/paysupport', 'en'))).toBe(200);
    expect(telegram.callsOf('sendMessage').at(-1)).toMatchObject({ chat_id: 555_001, text: expect.stringContaining('refund your Stars') });

    const count = telegram.calls.length;
    expect(await deliver(t, textMessage(555_001, 'hello'))).toBe(200);
    expect(await deliver(t, { edited_message: { message_id: 1 } })).toBe(200);
    expect(telegram.calls.length).toBe(count);
  });
});
