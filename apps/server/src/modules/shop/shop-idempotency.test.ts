import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import type { ApiClient } from '#server-test/api-client.ts';
import { expectKeyReused, expectOneOfTenApplied, expectReplayedInARow, newKey } from '#server-test/idempotency-helpers.ts';
import { startIndexerStandIn } from '#server-test/indexer-stand-in.ts';
import { buyer, priceShopItems, shopEnv } from '#server-test/shop-helpers.ts';
import { telegramBuyer, startStarsApp } from '#server-test/stars-helpers.ts';
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
