import { Address, Cell, loadMessage, loadMessageRelaxed } from '@ton/core';
import { mnemonicNew } from '@ton/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NANO_PER_FRE } from '@fre/domain';
import { ADMIN_CODE, adminClient } from '#server-test/admin-helpers.ts';
import { registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { openHotWallet } from './hot-wallet.ts';
import { JETTON_TRANSFER_OP } from './jetton-transfer.ts';
import { createPayoutService } from './payouts.service.ts';
import { createTonApiClient, type TonApiClient } from './ton-api-client.ts';
import type { PayoutTraceKind } from '#server-test/payout-traces.ts';
import { startTonApiStandIn } from '#server-test/ton-api-stand-in.ts';
import { ledgerSum, nano } from '#server-test/money-helpers.ts';

const JETTON_WALLET = `0:${'7A'.repeat(32)}`;
const USER_WALLET = `0:${'3C'.repeat(32)}`;
let walletCounter = 0;
/** One wallet per account: each test user gets its own address. */
const userWallet = () => (walletCounter++ === 0 ? USER_WALLET : `0:${walletCounter.toString(16).padStart(2, '0').repeat(32).toUpperCase()}`);
let t: TestApp;
let chain: Awaited<ReturnType<typeof startTonApiStandIn>>;
let apiUrl: string;

beforeAll(async () => {
  t = await startTestApp({ WITHDRAWAL_SECOND_APPROVAL_FRE: '1000000' });
  chain = await startTonApiStandIn(t.db, JETTON_WALLET);
  apiUrl = chain.url;
});
afterAll(async () => {
  await t.close();
  await chain.close();
});

async function approvedWithdrawal(amountFre: number) {
  const p = await registerUser(t.baseUrl, t.sent);
  const admin = await adminClient(t);
  await t.db.query("UPDATE users SET ton_wallet = $2, kyc_status = 'approved' WHERE id = $1", [p.user.id, userWallet()]);
  await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
  await admin.client.post(`/api/admin/users/${p.user.id}/adjust`, { amount: nano(amountFre), reason: 'Payout test' });
  const w = (await p.client.post('/api/withdrawals', { amount: nano(amountFre) })).body.withdrawal;
  expect((await admin.client.post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'approve' })).body.withdrawal.status).toBe('approved');
  return { ...p, admin, withdrawalId: w.id as string };
}

describe('hot-wallet payouts', () => {
  it('signs a TEP-74 jetton transfer with the right op, amount, destination and query id; a crash after signing does not send twice', async () => {
    const wallet = await openHotWallet((await mnemonicNew()).join(' '), 'v4r2');
    const real = createTonApiClient(apiUrl, undefined);
    let crash = true;
    // The process "dies" right after the signed message was recorded, before it is broadcast.
    const crashing: TonApiClient = { ...real, send: async (boc) => { if (crash) { crash = false; throw new Error('killed'); } return real.send(boc); } };
    const { client, withdrawalId } = await approvedWithdrawal(250_000);

    await expect(createPayoutService(ctx(), wallet, crashing, JETTON_WALLET).turn()).rejects.toThrow('killed');
    const row = (await t.db.query('SELECT status, payout_boc, payout_query_id, payout_seqno FROM withdrawals WHERE id = $1', [withdrawalId])).rows[0];
    expect(row.status).toBe('signed');
    expect(chain.state.received).toHaveLength(0);

    // The message decodes to the transfer we meant.
    const external = loadMessage(Cell.fromBase64(row.payout_boc).beginParse());
    expect(external.info.dest!.toString()).toBe(wallet.address.toString());
    const internalMessage = loadMessageRelaxed(external.body.refs[0]!.beginParse());
    expect((internalMessage.info.dest as Address).toRawString().toUpperCase()).toBe(JETTON_WALLET.toUpperCase());
    const body = internalMessage.body.beginParse();
    expect(body.loadUint(32)).toBe(JETTON_TRANSFER_OP);
    expect(body.loadUintBig(64)).toBe(BigInt(row.payout_query_id));
    expect(body.loadCoins()).toBe(250_000n * NANO_PER_FRE);
    expect(body.loadAddress().toRawString().toUpperCase()).toBe(USER_WALLET.toUpperCase());
    expect(body.loadAddress().equals(wallet.address)).toBe(true);
    expect(body.loadBit()).toBe(false);
    expect(body.loadCoins()).toBeGreaterThanOrEqual(1n);
    expect(row.payout_seqno).toBe(chain.state.seqno);

    // Restarted: the stored message is re-sent as is, never a second signature.
    const worker = createPayoutService(ctx(), wallet, real, JETTON_WALLET);
    expect(await worker.turn()).toBe('broadcast');
    expect(await worker.turn()).toBe('rebroadcast');
    expect(new Set(chain.state.received).size).toBe(1);
    expect(chain.state.received[0]).toBe(row.payout_boc);

    const hash = Cell.fromBase64(row.payout_boc).hash().toString('base64');
    chain.settle(hash, wallet.address.toRawString(), 'completed');
    chain.state.seqno += 1;
    expect(await worker.turn()).toBe('completed');
    expect((await client.get('/api/withdrawals')).body.items[0].status).toBe('completed');
    expect((await client.get('/api/notifications')).body.items[0].type).toBe('withdrawal_complete');
    expect(await worker.turn()).toBe('idle');
    // Each stage once with its notice (decision 062): the message re-sent is not sent twice to the player.
    const tracked = (await client.get('/api/withdrawals')).body.items[0];
    expect(tracked.timeline.map((step: { stage: string; state: string }) => `${step.stage}:${step.state}`)).toEqual(['received:done', 'in_review:done', 'decided:done', 'sent:done', 'confirmed:done']);
    expect(tracked.timeline.at(-1).explorerUrl).toBe(`https://tonviewer.com/transaction/${encodeURIComponent(tracked.txHash)}`);
    const notices = (await client.get('/api/notifications')).body.items.map((item: { type: string }) => item.type);
    expect(notices.slice(0, 4)).toEqual(['withdrawal_complete', 'withdrawal_sent', 'withdrawal_approved', 'withdrawal_received']);
  });

  it('signs again only after the message expired without its seqno moving', async () => {
    const wallet = await openHotWallet((await mnemonicNew()).join(' '), 'v5r1');
    const worker = createPayoutService(ctx(), wallet, createTonApiClient(apiUrl, undefined), JETTON_WALLET);
    const { withdrawalId } = await approvedWithdrawal(250_000);
    chain.state.received.length = 0;
    expect(await worker.turn()).toBe('signed');
    const first = (await t.db.query('SELECT payout_boc, payout_seqno FROM withdrawals WHERE id = $1', [withdrawalId])).rows[0];
    t.clock.advance(120_000 + 61_000);
    expect(await worker.turn()).toBe('expired');
    expect(await worker.turn()).toBe('signed');
    const second = (await t.db.query('SELECT payout_boc, payout_seqno FROM withdrawals WHERE id = $1', [withdrawalId])).rows[0];
    expect(second.payout_seqno).toBe(first.payout_seqno);
    expect(second.payout_boc).not.toBe(first.payout_boc);
    // The second signature is executed: settled, so nothing stays in flight for the next tests.
    const hash = Cell.fromBase64(second.payout_boc).hash().toString('base64');
    chain.settle(hash, wallet.address.toRawString(), 'completed');
    expect(await worker.turn()).toBe('completed');
  });
});

describe('payouts decided by what moved on chain', () => {
  /** Signs the next approved withdrawal and says what the chain did with it. */
  async function signedAndSettledAs(kind: PayoutTraceKind, version: 'v4r2' | 'v5r1' = 'v4r2') {
    const wallet = await openHotWallet((await mnemonicNew()).join(' '), version);
    const worker = createPayoutService(ctx(), wallet, createTonApiClient(apiUrl, undefined), JETTON_WALLET);
    const withdrawal = await approvedWithdrawal(250_000);
    expect(await worker.turn()).toBe('signed');
    const { payout_message_hash: hash } = (await t.db.query('SELECT payout_message_hash FROM withdrawals WHERE id = $1', [withdrawal.withdrawalId])).rows[0];
    chain.settle(hash, wallet.address.toRawString(), kind);
    return { ...withdrawal, wallet, worker, hash };
  }
  const statusOf = async (id: string) => (await t.db.query('SELECT status, reason FROM withdrawals WHERE id = $1', [id])).rows[0] as { status: string; reason: string | null };

  it('keeps a half-indexed trace broadcast, then completes it once when two workers follow it', async () => {
    const { withdrawalId, hash, wallet, client } = await signedAndSettledAs('incomplete');
    const api = createTonApiClient(apiUrl, undefined);
    expect(await createPayoutService(ctx(), wallet, api, JETTON_WALLET).turn()).toBe('rebroadcast');
    expect((await statusOf(withdrawalId)).status).toBe('broadcast');
    chain.settle(hash, wallet.address.toRawString(), 'completed');
    const turns = await Promise.all([1, 2].map(() => createPayoutService(ctx(), wallet, api, JETTON_WALLET).turn()));
    // A worker that looks after the other settled it finds nothing in flight.
    expect(turns).toContain('completed');
    expect(turns.every((turn) => turn === 'completed' || turn === 'idle')).toBe(true);
    expect((await statusOf(withdrawalId)).status).toBe('completed');
    const notices = (await client.get('/api/notifications')).body.items.filter((n: { type: string }) => n.type === 'withdrawal_complete');
    expect(notices).toHaveLength(1);
  });

  it('sends a payout the hot wallet skipped back to the admin queue as payout_failed, hold kept; parallel refunds credit once', async () => {
    const { withdrawalId, worker, user, admin, client } = await signedAndSettledAs('wallet_skipped');
    const before = await ledgerSum(t.db, user.id);
    expect(await worker.turn()).toBe('payout_failed');
    const failed = await statusOf(withdrawalId);
    expect(failed.status).toBe('payout_failed');
    expect(failed.reason).toContain('sent no transfer');
    expect(await ledgerSum(t.db, user.id)).toBe(before);
    // The player sees it is not paid, not the technical reason; the admin sees both.
    const mine = (await client.get('/api/withdrawals')).body.items[0];
    expect(mine).toMatchObject({ status: 'payout_failed', reason: null });
    const queued = (await admin.client.get('/api/admin/withdrawals')).body.items.find((item: { id: string }) => item.id === withdrawalId);
    expect(queued).toMatchObject({ status: 'payout_failed', reason: expect.stringContaining('sent no transfer') });
    const waiting = async () => (await admin.client.get('/api/admin/overview')).body.pendingWithdrawals as number;
    const waitingBefore = await waiting();
    expect(waitingBefore).toBeGreaterThanOrEqual(1);
    expect(await worker.turn()).toBe('idle');

    const refunds = await Promise.all(Array.from({ length: 6 }, () => admin.client.post(`/api/admin/withdrawals/${withdrawalId}/decision`, { decision: 'refund', reason: 'Payout could not be sent' })));
    expect(refunds.filter((r) => r.status === 200)).toHaveLength(1);
    expect(refunds.filter((r) => r.status !== 200).every((r) => r.body.error.code === 'withdrawal_not_open')).toBe(true);
    expect(await ledgerSum(t.db, user.id)).toBe(before + 250_000n * NANO_PER_FRE);
    expect((await statusOf(withdrawalId)).status).toBe('failed');
    expect(await waiting()).toBe(waitingBefore - 1);
    const audit = (await t.db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'withdrawal_payout_refunded' AND target_id = $1", [withdrawalId])).rows[0].n;
    expect(audit).toBe(1);
  });

  it('fails a payout our jetton wallet bounced; the operator retries it and the worker signs it again', async () => {
    const { withdrawalId, worker, admin, user, wallet, client } = await signedAndSettledAs('jetton_wallet_failed', 'v5r1');
    expect(await worker.turn()).toBe('payout_failed');
    expect((await statusOf(withdrawalId)).reason).toContain('exit code 706');
    const before = await ledgerSum(t.db, user.id);
    const retried = await admin.client.post(`/api/admin/withdrawals/${withdrawalId}/decision`, { decision: 'retry_payout' });
    expect(retried.body.withdrawal.status).toBe('approved');
    expect(await worker.turn()).toBe('signed');
    expect((await statusOf(withdrawalId)).status).toBe('broadcast');
    expect(await ledgerSum(t.db, user.id)).toBe(before);
    // The chain's technical words stay with the operator, even once the retry is under way.
    expect((await client.get('/api/withdrawals')).body.items[0]).toMatchObject({ status: 'broadcast', reason: null });
    // Settled so the next tests start with nothing in flight.
    const { payout_message_hash: hash } = (await t.db.query('SELECT payout_message_hash FROM withdrawals WHERE id = $1', [withdrawalId])).rows[0];
    chain.settle(hash, wallet.address.toRawString(), 'destination_failed');
    expect(await worker.turn()).toBe('payout_failed');
    expect((await statusOf(withdrawalId)).reason).toContain('bounced back');
  });

  it('pauses before signing when the hot wallet lacks TON for fees or FRE to send, and says why', async () => {
    const wallet = await openHotWallet((await mnemonicNew()).join(' '), 'v4r2');
    const worker = createPayoutService(ctx(), wallet, createTonApiClient(apiUrl, undefined), JETTON_WALLET);
    const { withdrawalId, admin } = await approvedWithdrawal(250_000);
    const sent = chain.state.received.length;
    chain.state.tonBalance = 20_000_000n;
    expect(await worker.turn()).toBe('paused');
    const overview = async () => (await admin.client.get('/api/admin/overview')).body.services.find((s: { name: string }) => s.name === 'hot-wallet');
    expect(await overview()).toMatchObject({ ok: false, detail: expect.stringContaining('not enough TON for fees') });
    chain.state.tonBalance = 2_000_000_000n;
    chain.state.freBalance = 1_000n * NANO_PER_FRE;
    expect(await worker.turn()).toBe('paused');
    expect(await overview()).toMatchObject({ ok: false, detail: expect.stringContaining('not enough FRE') });
    expect(chain.state.received.length).toBe(sent);
    expect((await statusOf(withdrawalId)).status).toBe('approved');
    chain.state.freBalance = 10_000_000n * NANO_PER_FRE;
    expect(await worker.turn()).toBe('signed');
    expect(await overview()).toMatchObject({ ok: true });
  });
});

function ctx() {
  return { config: {} as never, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, log: t.app.log };
}
