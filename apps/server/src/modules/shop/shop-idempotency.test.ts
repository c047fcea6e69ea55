import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import type { ApiClient } from '#server-test/api-client.ts';
import { expectKeyReused, expectOneOfTenApplied, expectReplayedInARow, newKey } from '#server-test/idempotency-helpers.ts';
import { startIndexerStandIn } from '#server-test/indexer-stand-in.ts';
import { buyer, priceShopItems, shopEnv } from '#server-test/shop-helpers.ts';
import { deliver, newChargeId, successfulPayment, telegramBuyer, startStarsApp } from '#server-test/stars-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

const order = (client: ApiClient, body: { itemId: string; method: 'ton' | 'stars' }, key: string) => client.request('POST', '/api/shop/orders', body, { 'idempotency-key': key });
const ordersOf = async (t: TestApp, userId: string) => Number((await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM shop_orders WHERE user_id = $1', [userId])).rows[0]!.n);

describe('a TON shop order with an Idempotency-Key', () => {
  let t: TestApp;
  let indexer: Awaited<ReturnType<typeof startIndexerStandIn>>;
  beforeAll(async () => {
    indexer = await startIndexerStandIn();
    t = await startTestApp(shopEnv(indexer.url));
    await priceShopItems(await adminClient(t));
  });
  afterAll(async () => {
    await t.close();
    await indexer.close();
  });
  const ton = (itemId: string) => ({ itemId, method: 'ton' as const });

  it('sent twice in a row makes one order, the same payment comment both times', async () => {
    const { client, user } = await buyer(t);
    const key = newKey();
    const first = await expectReplayedInARow(() => order(client, ton('FRE1'), key));
    expect(first.status).toBe(201);
    expect(await ordersOf(t, user.id)).toBe(1);
  });

  it('sent ten times at once makes one order', async () => {
    const { client, user } = await buyer(t);
    const key = newKey();
    await expectOneOfTenApplied(() => order(client, ton('FRE1'), key));
    expect(await ordersOf(t, user.id)).toBe(1);
  });

  it('is refused for another item, or the same item in Stars, under the same key', async () => {
    const { client, user } = await buyer(t);
    const key = newKey();
    expect((await order(client, ton('FRE1'), key)).status).toBe(201);
    expectKeyReused(await order(client, ton('FRE3'), key));
    expectKeyReused(await order(client, { itemId: 'FRE1', method: 'stars' }, key));
    expect(await ordersOf(t, user.id)).toBe(1);
  });

  it('makes one order in each of two accounts sending the same key', async () => {
    const key = newKey();
    for (const { client, user } of [await buyer(t), await buyer(t)]) {
      const created = await order(client, ton('FRE1'), key);
      expect([created.status, created.headers.get('idempotent-replayed')]).toEqual([201, null]);
      expect(await ordersOf(t, user.id)).toBe(1);
    }
  });
});

describe('a Stars shop order with an Idempotency-Key', () => {
  let stars: Awaited<ReturnType<typeof startStarsApp>>;
  beforeAll(async () => {
    stars = await startStarsApp();
  });
  afterAll(() => stars.close());
  const star = (itemId: string) => ({ itemId, method: 'stars' as const });

  it('sent twice in a row makes one order and one invoice link', async () => {
    const { client, user } = await telegramBuyer(stars.t);
    const key = newKey();
    const first = await expectReplayedInARow(() => order(client, star('FRE1'), key));
    expect(first.body.invoiceLink).toMatch(/^https:/);
    expect(await ordersOf(stars.t, user.id)).toBe(1);
  });

  it('sent ten times at once makes one order', async () => {
    const { client, user } = await telegramBuyer(stars.t);
    const key = newKey();
    await expectOneOfTenApplied(() => order(client, star('FRE1'), key));
    expect(await ordersOf(stars.t, user.id)).toBe(1);
  });

  it('is refused for another item under the same key', async () => {
    const { client, user } = await telegramBuyer(stars.t);
    const key = newKey();
    expect((await order(client, star('FRE1'), key)).status).toBe(201);
    expectKeyReused(await order(client, star('FRE3'), key));
    expect(await ordersOf(stars.t, user.id)).toBe(1);
  });

  it('makes one order in each of two accounts sending the same key', async () => {
    const key = newKey();
    for (const { client, user } of [await telegramBuyer(stars.t), await telegramBuyer(stars.t)]) {
      const created = await order(client, star('FRE1'), key);
      expect([created.status, created.headers.get('idempotent-replayed')]).toEqual([201, null]);
      expect(await ordersOf(stars.t, user.id)).toBe(1);
    }
  });
});

describe('an admin\'s Stars refund with an Idempotency-Key', () => {
  let stars: Awaited<ReturnType<typeof startStarsApp>>;
  beforeAll(async () => {
    stars = await startStarsApp();
  });
  afterAll(() => stars.close());

  /** A Stars payment received for a FRE pack: what an admin may refund. */
  async function paidOrder() {
    const buyer = await telegramBuyer(stars.t);
    const created = (await buyer.client.post('/api/shop/orders', { itemId: 'FRE1', method: 'stars' })).body as { orderId: string; stars: number };
    const chargeId = newChargeId();
    expect(await deliver(stars.t, successfulPayment({ telegramId: buyer.telegramId, orderId: created.orderId, stars: created.stars, chargeId }))).toBe(200);
    return chargeId;
  }
  const refund = (by: { client: ApiClient }, chargeId: string, key: string) =>
    by.client.request('POST', `/api/admin/shop/star-payments/${encodeURIComponent(chargeId)}/refund`, undefined, { 'idempotency-key': key });
  const refundsOf = async (chargeId: string) =>
    Number((await stars.t.db.query<{ n: bigint }>("SELECT count(*) AS n FROM audit_log WHERE action = 'star_payment_refunded' AND target_id = $1", [chargeId])).rows[0]!.n);

  it('sent twice in a row refunds once and answers the retry with the refund, not already_refunded', async () => {
    const chargeId = await paidOrder();
    const key = newKey();
    const first = await expectReplayedInARow(() => refund(stars.admin, chargeId, key));
    expect(first.body.chargeId).toBe(chargeId);
    expect(await refundsOf(chargeId)).toBe(1);
  });

  it('sent ten times at once refunds once', async () => {
    const chargeId = await paidOrder();
    const key = newKey();
    await expectOneOfTenApplied(() => refund(stars.admin, chargeId, key));
    expect(await refundsOf(chargeId)).toBe(1);
  });

  it('is refused for another payment under the same key', async () => {
    const [chargeId, other] = [await paidOrder(), await paidOrder()];
    const key = newKey();
    expect((await refund(stars.admin, chargeId, key)).status).toBe(200);
    expectKeyReused(await refund(stars.admin, other, key));
    expect(await refundsOf(other)).toBe(0);
  });

  it('refunds once per payment for two admins sending the same key', async () => {
    const second = await adminClient(stars.t);
    const key = newKey();
    for (const by of [stars.admin, second]) {
      const chargeId = await paidOrder();
      const refunded = await refund(by, chargeId, key);
      expect([refunded.status, refunded.headers.get('idempotent-replayed')]).toEqual([200, null]);
      expect(await refundsOf(chargeId)).toBe(1);
    }
  });
});
