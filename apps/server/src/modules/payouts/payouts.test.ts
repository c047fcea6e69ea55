import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Address, Cell, loadMessage, loadMessageRelaxed } from '@ton/core';
import { mnemonicNew } from '@ton/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NANO_PER_FRE } from '@fre/domain';
import { ADMIN_CODE, adminClient } from '../../../test/admin-helpers.ts';
import { registerUser } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { openHotWallet } from './hot-wallet.ts';
import { JETTON_TRANSFER_OP } from './jetton-transfer.ts';
import { createPayoutService } from './payouts.service.ts';
import { createTonApiClient, type TonApiClient } from './ton-api-client.ts';

const JETTON_WALLET = `0:${'7A'.repeat(32)}`;
const USER_WALLET = `0:${'3C'.repeat(32)}`;
let walletCounter = 0;
/** One wallet per account: each test user gets its own address. */
const userWallet = () => (walletCounter++ === 0 ? USER_WALLET : `0:${walletCounter.toString(16).padStart(2, '0').repeat(32).toUpperCase()}`);
let t: TestApp;
let api: http.Server;
let apiUrl: string;
let seqno = 5;
const received: string[] = [];
const executed = new Set<string>();

beforeAll(async () => {
  api = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/api/v3/walletInformation') return response.end(JSON.stringify({ status: 'active', seqno }));
    if (url.pathname === '/api/v3/message' && request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += chunk;
      received.push(JSON.parse(body).boc);
      return response.end('{"message_hash":"x"}');
    }
    if (url.pathname === '/api/v3/transactionsByMessage') {
      const hash = url.searchParams.get('msg_hash')!;
      return response.end(JSON.stringify({ transactions: executed.has(hash) ? [{ hash: 'tx', description: { aborted: false, compute_ph: { success: true } } }] : [] }));
    }
    response.statusCode = 404;
    response.end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  t = await startTestApp({ WITHDRAWAL_SECOND_APPROVAL_FRE: '1000000' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

async function approvedWithdrawal(amountFre: number) {
  const p = await registerUser(t.baseUrl, t.sent);
  const admin = await adminClient(t);
  await t.db.query("UPDATE users SET ton_wallet = $2, kyc_status = 'approved' WHERE id = $1", [p.user.id, userWallet()]);
  await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
  await admin.client.post(`/api/admin/users/${p.user.id}/adjust`, { amount: String(amountFre), reason: 'Payout test' });
  const w = (await p.client.post('/api/withdrawals', { amount: String(amountFre) })).body.withdrawal;
  expect((await admin.client.post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'approve' })).body.withdrawal.status).toBe('approved');
  return { ...p, withdrawalId: w.id as string };
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
    expect(received).toHaveLength(0);

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
    expect(row.payout_seqno).toBe(seqno);

    // Restarted: the stored message is re-sent as is, never a second signature.
    const worker = createPayoutService(ctx(), wallet, real, JETTON_WALLET);
    expect(await worker.turn()).toBe('broadcast');
    expect(await worker.turn()).toBe('rebroadcast');
    expect(new Set(received).size).toBe(1);
    expect(received[0]).toBe(row.payout_boc);

    const hash = Cell.fromBase64(row.payout_boc).hash().toString('base64');
    executed.add(hash);
    seqno += 1;
    expect(await worker.turn()).toBe('completed');
    expect((await client.get('/api/withdrawals')).body.withdrawals[0].status).toBe('completed');
    expect((await client.get('/api/notifications')).body.notifications[0].type).toBe('withdrawal_complete');
    expect(await worker.turn()).toBe('idle');
  });

  it('signs again only after the message expired without its seqno moving', async () => {
    const wallet = await openHotWallet((await mnemonicNew()).join(' '), 'v5r1');
    const worker = createPayoutService(ctx(), wallet, createTonApiClient(apiUrl, undefined), JETTON_WALLET);
    const { withdrawalId } = await approvedWithdrawal(250_000);
    received.length = 0;
    expect(await worker.turn()).toBe('signed');
    const first = (await t.db.query('SELECT payout_boc, payout_seqno FROM withdrawals WHERE id = $1', [withdrawalId])).rows[0];
    t.clock.advance(120_000 + 61_000);
    expect(await worker.turn()).toBe('expired');
    expect(await worker.turn()).toBe('signed');
    const second = (await t.db.query('SELECT payout_boc, payout_seqno FROM withdrawals WHERE id = $1', [withdrawalId])).rows[0];
    expect(second.payout_seqno).toBe(first.payout_seqno);
    expect(second.payout_boc).not.toBe(first.payout_boc);
  });
});

function ctx() {
  return { config: {} as never, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, log: t.app.log };
}
