import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MY_DATA } from '@fre/domain';
import { backgroundJobs } from '#server/composition/jobs.ts';
import { loadConfig } from '#server/config.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { eraseExpiredAccountingRecords } from './accounting-record-retention.ts';
import { verifyLedger } from '#server/modules/ledger/ledger-verification.service.ts';
import { adminClient } from '#server-test/admin-helpers.ts';
import { STRONG_PASSWORD, type ApiClient } from '#server-test/api-client.ts';
import { createBonusCode } from '#server-test/bonus-code-helpers.ts';
import { startIndexerStandIn } from '#server-test/indexer-stand-in.ts';
import { finishedSession } from '#server-test/mining-helpers.ts';
import { asAdmin, type Admin, nano } from '#server-test/money-helpers.ts';
import { reauthenticate } from '#server-test/reauth-helpers.ts';
import { SHOP_WALLET, indexerJob, priceShopItems, shopEnv } from '#server-test/shop-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';

let t: TestApp;
let admin: Admin;
let indexer: Awaited<ReturnType<typeof startIndexerStandIn>>;
beforeAll(async () => {
  indexer = await startIndexerStandIn();
  t = await startTestApp(shopEnv(indexer.url));
  admin = await adminClient(t);
  await priceShopItems(admin);
});
afterAll(async () => {
  await t.close();
  await indexer.close();
});

/** The tables that hold an account's money records (decision 025's "kept as it was"). */
const RECORDS = ['ledger', 'withdrawals', 'shop_orders', 'star_payments', 'mining_sessions', 'game_rounds', 'bonus_code_usages'];

async function recordsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of RECORDS) counts[table] = (await t.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [userId])).rowCount ?? 0;
  counts.shop_payments = (await t.db.query('SELECT 1 FROM shop_payments p JOIN shop_orders o ON o.id = p.order_id WHERE o.user_id = $1', [userId])).rowCount ?? 0;
  return counts;
}

/** A player with every kind of money record: a claim, a bonus code, a game, a rejected withdrawal, a paid box of FRE. */
async function playerWithRecords(): Promise<{ id: string; client: ApiClient }> {
  const p = await withdrawalReadyUser(t, admin, 300_000);
  await finishedSession(t, p.client);
  expect((await p.client.post('/api/mining/claim')).status).toBe(200);
  const code = await createBonusCode(admin, { type: 'fre', rewardValue: nano('1000') });
  expect((await p.client.post('/api/bonus-codes/redeem', { code: code.code })).status).toBe(200);
  expect((await p.client.post('/api/games/keno/play', { stake: nano('1'), picks: [1, 2, 3, 4, 5] })).status).toBe(200);
  const withdrawal = await p.client.post('/api/withdrawals', { amount: nano('250000') });
  expect(withdrawal.status).toBe(201);
  const rejected = await asAdmin(admin, 'POST', `/api/admin/withdrawals/${withdrawal.body.withdrawal.id}/decision`, { decision: 'reject', category: 'wallet_problem', reason: 'Wallet on a sanctions list' });
  expect(rejected.status).toBe(200);
  const order = (await p.client.post('/api/shop/orders', { itemId: 'FREBOX7500' })).body;
  indexer.pay({ comment: order.comment, value: 750_000_000n, destination: SHOP_WALLET });
  await indexerJob(t, indexer.url).pollIndexer();
  expect((await p.client.get(`/api/shop/orders/${order.orderId}`)).body.status).toBe('paid');
  return { id: p.user.id, client: p.client };
}

async function deleteAccount(client: ApiClient): Promise<void> {
  await reauthenticate(client);
  expect((await client.request('DELETE', '/api/me', { password: STRONG_PASSWORD })).status).toBe(202);
}

async function expectVerified(): Promise<void> {
  const report = await verifyLedger(t.db);
  expect(report.checks.filter((check) => check.failures > 0)).toEqual([]);
}

describe('the accounting records of a deleted account', () => {
  it(`are kept ${MY_DATA.accountingRetentionYears} years after the deletion, then erased once; the ledger stays append-only and verified`, async () => {
    const leaving = await playerWithRecords();
    const staying = await playerWithRecords();
    await deleteAccount(leaving.client);
    const kept = await recordsOf(leaving.id);
    // Paid in TON, not Telegram Stars: no star_payments row (the job erases those the same way).
    for (const [table, count] of Object.entries(kept)) if (table !== 'star_payments') expect(count, table).toBeGreaterThan(0);
    const ledgerTotal = async () => (await t.db.query<{ sum: string }>('SELECT coalesce(sum(amount_nano), 0)::text AS sum FROM ledger')).rows[0]!.sum;
    const totalBefore = await ledgerTotal();

    const log = pino({ level: 'silent' });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://unused/x' });
    const jobs = await backgroundJobs({ config, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, log });
    const job = jobs.find((candidate) => candidate.name === 'accounting-record-retention');
    expect(job, 'a periodic job named accounting-record-retention').toBeDefined();
    const runners = [createJobRunner(t.db, log), createJobRunner(t.db, log)];

    const deletedAt = t.clock.now();
    const term = new Date(deletedAt);
    term.setUTCFullYear(term.getUTCFullYear() + MY_DATA.accountingRetentionYears);
    t.clock.advance(term.getTime() - deletedAt.getTime() - DAY_MS);
    expect(await runners[0]!.turn(job!)).toBe('ran');
    expect(await recordsOf(leaving.id)).toEqual(kept);

    // Deleted a day before the erasure: its own term is years away (the admin's session expired meanwhile).
    admin = await adminClient(t);
    const late = await playerWithRecords();
    await deleteAccount(late.client);
    const lateKept = await recordsOf(late.id);
    const stayingKept = await recordsOf(staying.id);

    t.clock.advance(2 * DAY_MS);
    const turns = await Promise.all(runners.map((runner) => runner.turn(job!)));
    expect(turns).toContain('ran');
    expect(turns).not.toContain('failed');
    expect(Object.values(await recordsOf(leaving.id)).every((count) => count === 0), JSON.stringify(await recordsOf(leaving.id))).toBe(true);
    expect(await recordsOf(late.id)).toEqual(lateKept);
    expect(await recordsOf(staying.id)).toEqual(stayingKept);
    // The erased rows summed to zero (the balance was forfeited at the deletion): the ledger's total is the same.
    expect(await ledgerTotal()).toBe(totalBefore);
    await expectVerified();

    // Everything else stays append-only: a living account's rows, and a recently deleted one's outside the job.
    for (const id of [staying.id, late.id]) {
      await expect(t.db.query('DELETE FROM ledger WHERE user_id = $1', [id])).rejects.toThrow(/ledger rows cannot be changed or deleted/);
      await expect(t.db.query('UPDATE ledger SET amount_nano = 0 WHERE user_id = $1', [id])).rejects.toThrow(/ledger rows cannot be changed or deleted/);
    }
    await expect(t.db.query('TRUNCATE ledger')).rejects.toThrow(/ledger rows cannot be changed or deleted/);
    // The erasure's flag set by hand does not reach a living account's rows either.
    await expect(t.db.transaction(async (tx) => {
      await tx.query("SELECT set_config('fre.erasing_ledger_of', $1, true)", [staying.id]);
      await tx.query('DELETE FROM ledger WHERE user_id = $1', [staying.id]);
    })).rejects.toThrow(/ledger rows cannot be changed or deleted/);
    await expect(t.db.query('SELECT erase_deleted_account_ledger($1)', [staying.id])).rejects.toThrow(/not a deleted account/);
    expect(await recordsOf(staying.id)).toEqual(stayingKept);

    // A second turn finds nothing more to erase.
    t.clock.advance(DAY_MS);
    expect(await runners[1]!.turn(job!)).toBe('ran');
    expect(await recordsOf(late.id)).toEqual(lateKept);
    await expectVerified();
  });

  it('two instances erasing at the same time erase each account once', async () => {
    const players = [];
    for (let i = 0; i < 4; i++) players.push(await playerWithRecords());
    for (const player of players) await deleteAccount(player.client);
    t.clock.advance(MY_DATA.accountingRetentionYears * 366 * DAY_MS);
    // These four, and the first test's recently deleted account, now past its term too.
    const due = Number((await t.db.query<{ count: bigint }>('SELECT count(*) FROM users WHERE deleted_at IS NOT NULL AND accounting_erased_at IS NULL')).rows[0]!.count);
    expect(due).toBe(players.length + 1);
    const ctx = { db: t.db, clock: t.clock };
    const counts = await Promise.all([eraseExpiredAccountingRecords(ctx), eraseExpiredAccountingRecords(ctx)]);
    expect(counts[0]! + counts[1]!).toBe(due);
    for (const player of players) expect(Object.values(await recordsOf(player.id)).every((count) => count === 0)).toBe(true);
    await expectVerified();
    admin = await adminClient(t);
  });
});
