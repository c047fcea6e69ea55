import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NANO_PER_FRE } from '@fre/domain';
import { ADMIN_CODE, adminClient } from '#server-test/admin-helpers.ts';
import { registerUser } from '#server-test/api-client.ts';
import { ledgerSum as ledgerSumIn, type Admin, nano } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { linkWallet } from '#server-test/wallet-helpers.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';

let t: TestApp;
let admin: Admin;
let second: Admin;
const FRE = (n: number) => BigInt(n) * NANO_PER_FRE;

beforeAll(async () => {
  t = await startTestApp({ TON_PROOF_DOMAIN: 'localhost:3000', WITHDRAWAL_SECOND_APPROVAL_FRE: '500000' });
  admin = await adminClient(t);
  second = await adminClient(t);
});
afterAll(() => t.close());

const eligible = (balanceFre: number, options?: Parameters<typeof withdrawalReadyUser>[3]) => withdrawalReadyUser(t, admin, balanceFre, options);
const ledgerSum = (userId: string) => ledgerSumIn(t.db, userId);

describe('requesting a withdrawal', () => {
  it('refuses without a wallet, without KYC, under the minimum, over the balance and just after a wallet change', async () => {
    const noWallet = await eligible(300_000, { wallet: false });
    expect((await noWallet.client.post('/api/withdrawals', { amount: nano('250000') })).body.error.code).toBe('wallet_required');
    const noKyc = await eligible(300_000, { kyc: false });
    expect((await noKyc.client.post('/api/withdrawals', { amount: nano('250000') })).body.error).toMatchObject({ code: 'kyc_required', message: "Vérification d'identité (KYC) requise" });
    const ok = await eligible(300_000);
    expect((await ok.client.post('/api/withdrawals', { amount: nano('249999.999') })).body.error.code).toBe('below_minimum');
    expect((await ok.client.post('/api/withdrawals', { amount: nano('300000.000000001') })).body.error.code).toBe('insufficient_balance');
    // The amount is nano-FRE digits (docs/decisions/077): a decimal FRE amount, as the web once sent, is refused before anything is held.
    const decimal = await ok.client.post('/api/withdrawals', { amount: '250000.5' });
    expect([decimal.status, decimal.body.error.code, decimal.body.error.details.fields.amount.code]).toEqual([400, 'validation_failed', 'invalid_nano_amount']);
    // A first link starts no pause (decision 023): a wallet replacing another does.
    const fresh = await eligible(300_000, { ageWallet: false });
    await linkWallet(t, fresh.client);
    expect((await fresh.client.post('/api/withdrawals', { amount: nano('250000') })).body.error.code).toBe('wallet_recently_changed');
    const list = (await ok.client.get('/api/withdrawals')).body;
    expect(list).toMatchObject({ minimum: FRE(250_000).toString(), maxDelayHours: 72, items: [], nextCursor: null });
  });

  it('holds the amount in the ledger; 20 parallel full-balance requests make one hold', async () => {
    const p = await eligible(260_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => p.client.post('/api/withdrawals', { amount: nano('260000') })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 201).every((r) => r.body.error.code === 'insufficient_balance')).toBe(true);
    const me = (await p.client.get('/api/me')).body.user;
    expect(me.balance).toBe('0');
    expect(await ledgerSum(p.user.id)).toBe(0n);
    const mine = (await p.client.get('/api/withdrawals')).body.items;
    expect(mine).toHaveLength(1);
    await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
    expect((await admin.client.get('/api/admin/overview')).body.pendingWithdrawals).toBeGreaterThanOrEqual(1);
    expect(mine[0]).toMatchObject({ status: 'requested', amount: FRE(260_000).toString() });
  });
});

describe('review and payout', () => {
  it('approve then mark paid: the user sees completed and is notified', async () => {
    const p = await eligible(300_000);
    const w = (await p.client.post('/api/withdrawals', { amount: nano('250000') })).body.withdrawal;
    expect((await admin.client.post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'mark_paid', txHash: 'a'.repeat(44) })).body.error.code).toBe('withdrawal_not_open');
    expect((await admin.client.post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'approve' })).body.withdrawal.status).toBe('approved');
    const paid = await admin.client.post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'mark_paid', txHash: 'Xk2/abcDEF1234567890abcdefGHIJ+klmnopq=' });
    expect(paid.body.withdrawal).toMatchObject({ status: 'completed', txHash: 'Xk2/abcDEF1234567890abcdefGHIJ+klmnopq=' });
    expect((await p.client.get('/api/withdrawals')).body.items[0].status).toBe('completed');
    expect((await p.client.get('/api/notifications')).body.items[0]).toMatchObject({ type: 'withdrawal_complete', link: '/wallet' });
  });

  it('two admins approving the same withdrawal at once record one approval', async () => {
    const p = await eligible(300_000);
    const w = (await p.client.post('/api/withdrawals', { amount: nano('250000') })).body.withdrawal;
    await second.client.post('/api/admin/unlock', { code: ADMIN_CODE });
    const [a, b] = await Promise.all([
      admin.client.post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'approve' }),
      second.client.post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'approve' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const approvals = await t.db.query('SELECT count(*)::int AS n FROM withdrawal_approvals WHERE withdrawal_id = $1', [w.id]);
    expect(approvals.rows[0].n).toBe(1);
  });

  it('above the threshold, a second and different admin must approve', async () => {
    const p = await eligible(600_000);
    const w = (await p.client.post('/api/withdrawals', { amount: nano('550000') })).body.withdrawal;
    expect((await admin.client.post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'approve' })).body.withdrawal.status).toBe('requested');
    expect((await admin.client.post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'approve' })).body.error.code).toBe('already_approved');
    await second.client.post('/api/admin/unlock', { code: ADMIN_CODE });
    expect((await second.client.post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'approve' })).body.withdrawal.status).toBe('approved');
  });

  it('a rejection refunds the hold exactly once, even under parallel rejects', async () => {
    const p = await eligible(300_000);
    const w = (await p.client.post('/api/withdrawals', { amount: nano('300000') })).body.withdrawal;
    await second.client.post('/api/admin/unlock', { code: ADMIN_CODE });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? admin : second).client.post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'reject', reason: 'Adresse suspecte', category: 'suspicious_activity' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await p.client.get('/api/me')).body.user.balance).toBe(FRE(300_000).toString());
    expect(await ledgerSum(p.user.id)).toBe(FRE(300_000));
    expect((await p.client.get('/api/withdrawals')).body.items[0]).toMatchObject({ status: 'rejected', reason: 'Adresse suspecte' });
  });

  it('lets admins edit the minimums by level (audited)', async () => {
    await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
    const current = (await admin.client.get('/api/admin/withdrawal-minimums')).body.minimums;
    expect(current[10]).toBe(FRE(25_000).toString());
    const lowered = [...current.slice(0, 10), FRE(20_000).toString()];
    expect((await admin.client.request('PUT', '/api/admin/withdrawal-minimums', { minimums: lowered })).body.minimums[10]).toBe(FRE(20_000).toString());
    const p = await eligible(30_000);
    await t.db.query('UPDATE users SET level = 10 WHERE id = $1', [p.user.id]);
    expect((await p.client.post('/api/withdrawals', { amount: nano('20000') })).status).toBe(201);
  });
});

describe('privacy', () => {
  it('a user sees only their own withdrawals', async () => {
    const a = await eligible(300_000);
    const b = await registerUser(t.baseUrl, t.sent);
    await a.client.post('/api/withdrawals', { amount: nano('250000') });
    expect((await b.client.get('/api/withdrawals')).body.items).toEqual([]);
    expect((await b.client.get('/api/admin/withdrawals')).status).toBe(403);
  });
});
