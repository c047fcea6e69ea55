import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@fre/domain';
import { ADMIN_CODE, adminClient } from '#server-test/admin-helpers.ts';
import { registerUser } from '#server-test/api-client.ts';
import { startIndexerStandIn } from '#server-test/indexer-stand-in.ts';
import { type Admin, nano } from '#server-test/money-helpers.ts';
import { SHOP_WALLET, buyer as newBuyer, indexerJob, priceShopItems, shopEnv } from '#server-test/shop-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { loadConfig } from '#server/config.ts';
import { createHealthService } from '#server/modules/health/health.service.ts';
import { parseTransaction } from './indexer-client.ts';
import { reportShopWalletAtStart } from './shop-wallet-state.ts';

let t: TestApp;
let indexer: Awaited<ReturnType<typeof startIndexerStandIn>>;
let admin: Admin;
let shop: ReturnType<typeof indexerJob>;

beforeAll(async () => {
  indexer = await startIndexerStandIn();
  t = await startTestApp(shopEnv(indexer.url));
  admin = await adminClient(t);
  await priceShopItems(admin);
  shop = indexerJob(t, indexer.url);
});
afterAll(async () => {
  await t.close();
  await indexer.close();
});

const buyer = () => newBuyer(t);

/** What the shop-indexer job does on its turn. */
const poll = () => shop.pollIndexer();

describe('catalogue and orders', () => {
  it('shows the spec catalogue with prices in nanoTON and what blocks a purchase', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const catalogue = (await client.get('/api/shop')).body;
    expect(catalogue.configured).toBe(true);
    expect(catalogue.items.map((i: any) => i.id)).toEqual(['FRE1', 'FRE3', 'FRE5', 'BOOST7', 'BOOST15', 'BOOST22', 'BOOST30', 'FREBOX7500', 'FREBOX15000', 'FREBOX37500', 'FREBOX75000']);
    expect(catalogue.items[0]).toMatchObject({ kind: 'pack', rate: '25000000', price: '1500000000', blocked: null });
    expect(catalogue.items[2]).toMatchObject({ id: 'FRE5', price: null, blocked: 'unavailable' });
    expect((await client.post('/api/shop/orders', { itemId: 'FRE1' })).body.error.code).toBe('wallet_required');
  });

  it('creates an order with the exact amount, the shop address and a unique comment, valid 15 minutes', async () => {
    const { client } = await buyer();
    const order = await client.post('/api/shop/orders', { itemId: 'FRE1' });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ amount: '1500000000', comment: expect.stringMatching(/^FRE-[A-Z2-9]{10}$/) });
    expect(new Date(order.body.validUntil).getTime() - t.clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    const other = await client.post('/api/shop/orders', { itemId: 'FRE1' });
    expect(other.body.comment).not.toBe(order.body.comment);
    expect((await client.post('/api/shop/orders', { itemId: 'FRE5' })).body.error.code).toBe('item_unavailable');
    expect((await client.get(`/api/shop/orders/${order.body.orderId}`)).body.status).toBe('pending');
  });
});

describe('payments confirmed only by the chain', () => {
  it('credits an order when an incoming payment carries its comment and amount, once, even after a cursor reset', async () => {
    const { client, user } = await buyer();
    const order = (await client.post('/api/shop/orders', { itemId: 'FRE1' })).body;
    const tx = indexer.pay({ comment: order.comment, value: 1_500_000_000n, destination: SHOP_WALLET });
    indexer.repeat(tx);
    await poll();
    expect((await client.get(`/api/shop/orders/${order.orderId}`)).body.status).toBe('paid');
    const rate = (await client.get('/api/mining')).body.rate;
    expect(rate.packs).toBe('25000000');
    const items = (await client.get('/api/shop')).body.items;
    expect(items[0]).toMatchObject({ owned: true, blocked: 'owned' });
    expect((await client.post('/api/shop/orders', { itemId: 'FRE1' })).body.error.code).toBe('already_owned');

    await t.db.query('UPDATE indexer_cursors SET lt = 0');
    await poll();
    const packs = await t.db.query('SELECT count(*)::int AS n FROM user_packs WHERE user_id = $1', [user.id]);
    expect(packs.rows[0].n).toBe(1);
    expect((await client.get('/api/notifications')).body.items[0]).toMatchObject({ type: 'purchase_confirmation', params: { itemId: 'FRE1' } });
  });

  it('keeps underpaid, bounced, unknown and late payments for review, without credit', async () => {
    const { client } = await buyer();
    const under = (await client.post('/api/shop/orders', { itemId: 'FRE3' })).body;
    const bounced = (await client.post('/api/shop/orders', { itemId: 'FRE3' })).body;
    const late = (await client.post('/api/shop/orders', { itemId: 'FRE3' })).body;
    indexer.pay({ comment: under.comment, value: 2_999_999_999n, destination: SHOP_WALLET });
    indexer.pay({ comment: bounced.comment, value: 3_000_000_000n, destination: SHOP_WALLET, bounced: true });
    indexer.pay({ comment: 'FRE-NOTANORDER', value: 3_000_000_000n, destination: SHOP_WALLET });
    indexer.pay({ comment: late.comment, value: 3_000_000_000n, destination: SHOP_WALLET, nowSeconds: Math.floor(t.clock.now().getTime() / 1000) + 3600 });
    await poll();
    for (const order of [under, bounced, late]) expect((await client.get(`/api/shop/orders/${order.orderId}`)).body.status).toBe('pending');
    expect((await client.get('/api/mining')).body.rate.packs).toBe('0');
    const review = (await admin.client.get('/api/admin/shop/payments')).body.items.map((p: any) => [p.comment, p.outcome]);
    expect(review).toEqual(expect.arrayContaining([
      [under.comment, 'underpaid'], [bounced.comment, 'bounced'], ['FRE-NOTANORDER', 'unknown_comment'], [late.comment, 'order_not_pending'],
    ]));
  });

  it('grants a pack paid through two orders once and keeps the second payment for a refund', async () => {
    const { client, user } = await buyer();
    const first = (await client.post('/api/shop/orders', { itemId: 'FRE1' })).body;
    const second = (await client.post('/api/shop/orders', { itemId: 'FRE1' })).body;
    indexer.pay({ comment: first.comment, value: 1_500_000_000n, destination: SHOP_WALLET });
    indexer.pay({ comment: second.comment, value: 1_500_000_000n, destination: SHOP_WALLET });
    await poll();
    expect((await client.get(`/api/shop/orders/${first.orderId}`)).body.status).toBe('paid');
    expect((await client.get(`/api/shop/orders/${second.orderId}`)).body.status).toBe('pending');
    const packs = await t.db.query('SELECT count(*)::int AS n FROM user_packs WHERE user_id = $1', [user.id]);
    expect(packs.rows[0].n).toBe(1);
    const review = (await admin.client.get('/api/admin/shop/payments')).body.items.map((p: any) => [p.comment, p.outcome]);
    expect(review).toContainEqual([second.comment, 'already_owned']);
  });

  it('10 parallel confirmations of one transaction credit once', async () => {
    const { client, user } = await buyer();
    const order = (await client.post('/api/shop/orders', { itemId: 'FREBOX7500' })).body;
    const tx = parseTransaction(indexer.pay({ comment: order.comment, value: 750_000_000n, destination: SHOP_WALLET }) as never);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => shop.processTransaction(tx)));
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect((await client.get('/api/me')).body.user.balance).toBe('7500000000000');
    const credits = await t.db.query("SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND kind = 'shop_fre_box'", [user.id]);
    expect(credits.rows[0].n).toBe(1);
  });

  it('never combines boost boxes: one bought during a boost starts when it ends', async () => {
    const { client, user } = await buyer();
    const first = (await client.post('/api/shop/orders', { itemId: 'BOOST7' })).body;
    indexer.pay({ comment: first.comment, value: 2_000_000_000n, destination: SHOP_WALLET });
    await poll();
    expect((await client.get('/api/mining')).body.rate.boosts).toBe('400000000');
    expect((await client.post('/api/shop/orders', { itemId: 'BOOST7' })).body.error.code).toBe('boost_already_active');
    const boosts = await t.db.query('SELECT applied_at, expires_at FROM user_boosts WHERE user_id = $1', [user.id]);
    expect(boosts.rows[0].expires_at.getTime() - boosts.rows[0].applied_at.getTime()).toBe(7 * DAY_MS);
  });
});

describe('payments decided by the value kept', () => {
  /** The order, the buyer's balance, their shop credits in the ledger and how the payment was recorded. */
  async function state(client: Awaited<ReturnType<typeof buyer>>['client'], userId: string, order: { orderId: string; comment: string }) {
    const credits = await t.db.query("SELECT count(*)::int AS n, coalesce(sum(amount_nano), 0)::text AS total FROM ledger WHERE user_id = $1 AND kind = 'shop_fre_box'", [userId]);
    const payments = await t.db.query('SELECT outcome FROM shop_payments WHERE comment = $1', [order.comment]);
    return {
      order: (await client.get(`/api/shop/orders/${order.orderId}`)).body.status,
      balance: (await client.get('/api/me')).body.user.balance,
      credits: credits.rows[0],
      payments: payments.rows.map((row) => row.outcome),
    };
  }

  it('credits once a payment to a shop wallet never deployed: aborted, compute skipped, no bounce', async () => {
    const { client, user } = await buyer();
    const order = (await client.post('/api/shop/orders', { itemId: 'FREBOX7500' })).body;
    const tx = indexer.pay({ comment: order.comment, value: 750_000_000n, destination: SHOP_WALLET, uninitialised: true });
    expect(tx.description).toMatchObject({ aborted: true, compute_ph: { skipped: true, reason: 'no_state' } });
    indexer.repeat(tx);
    await poll();
    await t.db.query('UPDATE indexer_cursors SET lt = 0');
    await poll();
    expect(await shop.processTransaction(parseTransaction(tx as never))).toBe('duplicate');
    expect(await state(client, user.id, order)).toEqual({ order: 'paid', balance: '7500000000000', credits: { n: 1, total: '7500000000000' }, payments: ['credited'] });
  });

  it('does not credit a payment that bounced back to the payer, and keeps it for review', async () => {
    const { client, user } = await buyer();
    const order = (await client.post('/api/shop/orders', { itemId: 'FREBOX7500' })).body;
    const tx = indexer.pay({ comment: order.comment, value: 750_000_000n, destination: SHOP_WALLET, uninitialised: true, bouncedBack: true });
    expect(tx.out_msgs).toEqual([expect.objectContaining({ destination: tx.in_msg.source, bounced: true, bounce: false, opcode: '0xffffffff' })]);
    await poll();
    expect(await state(client, user.id, order)).toEqual({ order: 'pending', balance: '0', credits: { n: 0, total: '0' }, payments: ['bounced'] });
    const review = (await admin.client.get('/api/admin/shop/payments')).body.items.map((p: any) => [p.comment, p.outcome]);
    expect(review).toContainEqual([order.comment, 'bounced']);
  });
});

describe("the shop wallet's state", () => {
  const shopWalletRow = async () => (await admin.client.get('/api/health')).body.services.find((s: any) => s.name === 'shop-wallet');
  const checkHealth = () => createHealthService({ ...t, config: loadConfig({ NODE_ENV: 'test', ...shopEnv(indexer.url) }), mailer: { send: async () => undefined }, log: t.app.log }).check();
  afterAll(() => indexer.setAccountStatus('active'));

  it('is shown in the health report with what to do, for each state the chain has', async () => {
    const expected = {
      active: { ok: true, detail: 'active' },
      uninit: { ok: true, detail: expect.stringMatching(/^uninitialised: payments are received and kept; it deploys with its first outgoing transfer/) },
      nonexist: { ok: true, detail: expect.stringMatching(/^no account yet: payments are received and kept/) },
      frozen: { ok: false, detail: expect.stringMatching(/^frozen: storage fees unpaid — top it up from the wallet app, then unfreeze it .*; payments may bounce meanwhile$/) },
    } as const;
    for (const [status, row] of Object.entries(expected)) {
      indexer.setAccountStatus(status as keyof typeof expected);
      await checkHealth();
      expect(await shopWalletRow()).toEqual({ name: 'shop-wallet', ...row, checkedAt: expect.any(String) });
    }
    // An address the indexer never saw answers no account at all.
    indexer.setAccountStatus(null);
    await checkHealth();
    expect(await shopWalletRow()).toMatchObject({ ok: true, detail: expect.stringMatching(/^no account yet/) });
  });

  it('keeps the last known state when the indexer does not answer', async () => {
    indexer.setAccountStatus('uninit');
    await checkHealth();
    const down = { ...t, config: loadConfig({ NODE_ENV: 'test', ...shopEnv('http://127.0.0.1:9') }), mailer: { send: async () => undefined }, log: t.app.log };
    await createHealthService(down).check();
    expect(await shopWalletRow()).toMatchObject({ ok: true, detail: expect.stringMatching(/^uninitialised/) });
    expect((await admin.client.get('/api/health')).body.services.find((s: any) => s.name === 'ton-indexer')).toMatchObject({ ok: false, detail: 'not responding' });
  });

  it('logs a warning at start when the shop wallet is frozen, and only then', async () => {
    const logged: { level: string; message: string }[] = [];
    const log = { info: (_: unknown, message: string) => logged.push({ level: 'info', message }), warn: (_: unknown, message: string) => logged.push({ level: 'warn', message }) };
    const ctx = { ...t, config: loadConfig({ NODE_ENV: 'test', ...shopEnv(indexer.url) }), mailer: { send: async () => undefined }, log: log as never };
    indexer.setAccountStatus('frozen');
    await reportShopWalletAtStart(ctx);
    indexer.setAccountStatus('uninit');
    await reportShopWalletAtStart(ctx);
    expect(logged).toEqual([
      { level: 'warn', message: expect.stringMatching(/^shop wallet: frozen: storage fees unpaid/) },
      { level: 'info', message: expect.stringMatching(/^shop wallet: uninitialised/) },
    ]);
  });
});

describe('the back office', () => {
  it('edits prices and availability (audited) and lists orders', async () => {
    await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
    const off = await admin.client.patch('/api/admin/shop/items/BOOST30', { price: nano('10'), available: false });
    expect(off.body).toMatchObject({ price: '10000000000', available: false });
    expect((await admin.client.patch('/api/admin/shop/items/BOOST30', { price: nano('0') })).status).toBe(400);
    // nanoTON digits (docs/decisions/077): a decimal TON price, as the back office once sent, is refused.
    expect((await admin.client.patch('/api/admin/shop/items/BOOST30', { price: '10.5' })).body.error.details.fields.price.code).toBe('invalid_nano_amount');
    expect((await admin.client.patch('/api/admin/shop/items/NOPE', { available: true })).status).toBe(404);
    const view = (await admin.client.get('/api/admin/shop')).body;
    expect(view.items.find((item: { id: string }) => item.id === 'BOOST30')).toMatchObject({ price: '10000000000', available: false });
    // The orders are their own list now (decision 060), not part of the shop's view.
    expect(view.orders).toBeUndefined();
    expect((await admin.client.get('/api/admin/shop/orders')).body.items.length).toBeGreaterThan(3);
    const audit = (await admin.client.get('/api/admin/audit?action=shop_item_updated')).body.items;
    expect(audit[0]).toMatchObject({ targetId: 'BOOST30', after: { price: '10000000000', available: false } });
  });
});
