import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { registerUser } from '#server-test/api-client.ts';
import { createBonusCode } from '#server-test/bonus-code-helpers.ts';
import { startIndexerStandIn } from '#server-test/indexer-stand-in.ts';
import { finishedSession } from '#server-test/mining-helpers.ts';
import { adjustBalance, asAdmin, fundedUser, type Admin, nano } from '#server-test/money-helpers.ts';
import { repoRoot } from '#server-test/server-process.ts';
import { SHOP_WALLET, buyer, indexerJob, priceShopItems, shopEnv } from '#server-test/shop-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';
import { LEDGER_CHECKS, verifyLedger, type LedgerCheck, type LedgerVerification } from './ledger-verification.service.ts';

const run = promisify(execFile);

let t: TestApp;
let indexer: Awaited<ReturnType<typeof startIndexerStandIn>>;
let admin: Admin;
/** Users whose money moved through the app: mining, codes, games, withdrawals, the shop, adjustments. */
let miner: Awaited<ReturnType<typeof registerUser>>;
let player: Awaited<ReturnType<typeof registerUser>>;
let claimedSessionId: string;

beforeAll(async () => {
  indexer = await startIndexerStandIn();
  t = await startTestApp(shopEnv(indexer.url));
  admin = await adminClient(t);

  miner = await registerUser(t.baseUrl, t.sent);
  claimedSessionId = (await finishedSession(t, miner.client)).id;
  expect((await miner.client.post('/api/mining/claim')).status).toBe(200);
  await adjustBalance(admin, miner.user.id, 10);
  const stopper = await registerUser(t.baseUrl, t.sent);
  expect((await stopper.client.post('/api/mining/start')).status).toBe(201);
  t.clock.advance(3_600_000);
  expect((await stopper.client.post('/api/mining/stop')).status).toBe(200);
  expect((await stopper.client.post('/api/mining/start')).status).toBe(201);

  const code = await createBonusCode(admin, { type: 'fre', rewardValue: nano('25') });
  expect((await miner.client.post('/api/bonus-codes/redeem', { code: code.code })).status).toBe(200);

  player = await fundedUser(t, admin, 100);
  expect((await player.client.post('/api/games/keno/play', { stake: nano('2'), picks: [1, 2, 3, 4, 5] })).status).toBe(200);
  expect((await player.client.post('/api/games/slot/play')).status).toBe(200);
  let hand = (await player.client.post('/api/games/blackjack/play', { stake: nano('5') })).body.round;
  // A double is a second stake row keyed '<round>:double'.
  if (hand.status === 'active') {
    const doubled = await player.client.post(`/api/games/blackjack/${hand.id}/double`);
    expect(doubled.status).toBe(200);
    hand = doubled.body.round;
  }
  while (hand.status === 'active') hand = (await player.client.post(`/api/games/blackjack/${hand.id}/stand`)).body.round;

  const withdrawer = await withdrawalReadyUser(t, admin, 600_000);
  const refused = (await withdrawer.client.post('/api/withdrawals', { amount: nano('250000') })).body.withdrawal;
  expect((await asAdmin(admin, 'POST', `/api/admin/withdrawals/${refused.id}/decision`, { decision: 'reject', reason: 'Test', category: 'other' })).status).toBe(200);
  expect((await withdrawer.client.post('/api/withdrawals', { amount: nano('300000') })).status).toBe(201);

  await priceShopItems(admin);
  const shopper = await buyer(t);
  const order = (await shopper.client.post('/api/shop/orders', { itemId: 'FREBOX7500' })).body;
  indexer.pay({ comment: order.comment, value: 750_000_000n, destination: SHOP_WALLET });
  await indexerJob(t, indexer.url).pollIndexer();
});
afterAll(async () => {
  await t.close();
  await indexer.close();
});

const failures = (report: LedgerVerification, check: LedgerCheck) => report.checks.find((c) => c.check === check)!;

/** The admin CLI on this test's database, as an operator runs it. */
async function cli(): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: t.db.pool.options.connectionString!, LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'verify-ledger'], { cwd: repoRoot, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Tampering as an operator with superuser rights would: the ledger's append-only trigger is off in replica mode. */
async function deleteLedgerRow(kind: string, ref: string): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.query("SET LOCAL session_replication_role = 'replica'");
    const deleted = await tx.query('DELETE FROM ledger WHERE kind = $1 AND ref = $2', [kind, ref]);
    expect(deleted.rowCount).toBe(1);
  });
}

describe('verify-ledger', () => {
  it('holds on money moved through the app: claims, stops, codes, games, withdrawals, the shop, adjustments', async () => {
    const kinds = (await t.db.query<{ kind: string }>('SELECT DISTINCT kind FROM ledger ORDER BY kind')).rows.map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['admin_adjustment', 'bonus_code', 'game_stake', 'mining_claim', 'shop_fre_box', 'withdrawal_hold', 'withdrawal_refund']));
    const report = await verifyLedger(t.db);
    expect(report.checks.filter((check) => check.failures > 0)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.users).toBe(6);

    const { code, stdout } = await cli();
    expect(code).toBe(0);
    expect(stdout).toContain(`All ${report.checks.length} checks hold.`);
  });

  it('fails after a ledger row is deleted by hand, naming the user', async () => {
    await deleteLedgerRow('mining_claim', claimedSessionId);
    const report = await verifyLedger(t.db);
    expect(report.ok).toBe(false);
    const email = miner.identity.email;
    for (const check of ['balance', 'total_mined', 'ledger_chain', 'mining_session_credit'] as const) {
      expect(failures(report, check).shown.map((finding) => finding.email), check).toEqual([email]);
    }
    expect(failures(report, 'mining_session_credit').shown[0]).toMatchObject({ subject: `mining_claim ${claimedSessionId}`, actual: 'no ledger row' });
    const balance = failures(report, 'balance').shown[0]!;
    expect(BigInt(balance.actual) - BigInt(balance.expected)).toBeGreaterThan(0n);
    expect(failures(report, 'withdrawal_money').failures).toBe(0);

    const { code, stderr } = await cli();
    expect(code).toBe(1);
    expect(stderr).toMatch(new RegExp(`FAIL {2}balance: .* — 1 failing\\n +user ${miner.user.id} <${email.replace(/\./g, '\\.')}>: expected \\d+`));
    expect(stderr).toContain(`4 of ${Object.keys(LEDGER_CHECKS).length} checks fail (4 items).`);
  });

  it('fails after a balance is edited by hand, with the expected and the stored balance', async () => {
    const before = BigInt((await player.client.get('/api/me')).body.user.balance);
    await t.db.query('UPDATE users SET balance_nano = balance_nano + 1000000000 WHERE id = $1', [player.user.id]);
    const report = await verifyLedger(t.db);
    const found = failures(report, 'balance').shown.find((finding) => finding.userId === player.user.id);
    expect(found).toMatchObject({ email: player.identity.email, expected: before.toString(), actual: (before + 1_000_000_000n).toString() });
    expect(failures(report, 'ledger_chain').shown.some((finding) => finding.userId === player.user.id)).toBe(false);
  });

  it('lists at most the limit per check, with the total', async () => {
    await t.db.query('UPDATE users SET balance_nano = balance_nano + 1 WHERE id <> $1', [player.user.id]);
    const report = await verifyLedger(t.db, { limit: 2 });
    const balance = failures(report, 'balance');
    expect(balance.shown).toHaveLength(2);
    expect(balance.failures).toBe(report.users);
  });

  it('fails on a ledger row of a kind the app does not write, naming the row and its kind', async () => {
    const inserted = await t.db.query<{ id: string }>(
      `INSERT INTO ledger (user_id, kind, amount_nano, balance_after_nano, ref, created_at)
       SELECT id, 'mystery_bonus', 0, balance_nano, 'hand-made', now() FROM users WHERE id = $1 RETURNING id::text`,
      [player.user.id],
    );
    const report = await verifyLedger(t.db);
    expect(failures(report, 'ledger_kind').shown).toEqual([
      expect.objectContaining({ userId: player.user.id, subject: `ledger row ${inserted.rows[0]!.id}`, actual: 'mystery_bonus' }),
    ]);
  });
});
