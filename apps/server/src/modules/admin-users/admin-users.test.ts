import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../../test/admin-helpers.ts';
import { ApiClient, STRONG_PASSWORD, registerUser } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});
afterAll(() => t.close());

describe('balance adjustments', () => {
  it('credits and debits with a reason, as one ledger row and one audit entry each', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    const credit = await admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount: '12.5', reason: 'Compensation for the outage' });
    expect(credit.status).toBe(200);
    expect(credit.body.balance).toBe('12500000000');
    const debit = await admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount: '-2.5', reason: 'Duplicate compensation' });
    expect(debit.body.balance).toBe('10000000000');

    const ledger = await client.get('/api/ledger');
    expect(ledger.body.entries.map((e: any) => [e.kind, e.amount])).toEqual([['admin_adjustment', '-2500000000'], ['admin_adjustment', '12500000000']]);
    const detail = await admin.client.get(`/api/admin/users/${user.id}`);
    expect(detail.body.ledger[1]).toMatchObject({ amount: '12500000000', reason: 'Compensation for the outage' });
    const audit = await admin.client.get(`/api/admin/audit?action=balance_adjusted&actorId=${admin.id}`);
    expect(audit.body.entries.find((e: any) => e.targetId === user.id && e.after.reason === 'Duplicate compensation')).toMatchObject({
      before: { balance: '12.5' },
      after: { balance: '10', amount: '-2.5' },
    });
    const me = await client.get('/api/me');
    expect(me.body.user.totalMined).toBe('0');
  });

  it('never takes a balance below zero, and needs a reason and a valid amount', async () => {
    const { user } = await registerUser(t.baseUrl, t.sent);
    const overdraw = await admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount: '-1', reason: 'Trying to overdraw' });
    expect(overdraw.body.error.code).toBe('insufficient_balance');
    const noReason = await admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount: '1', reason: ' ' });
    expect(noReason.body.error.details.fields.reason.code).toBe('reason_required');
    for (const amount of ['0', 'abc', '1.0000000001', '1e9']) {
      const bad = await admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount, reason: 'Some reason' });
      expect(bad.body.error.details.fields.amount.code, amount).toBe('invalid_amount');
    }
    expect((await admin.client.post('/api/admin/users/not-a-uuid/adjust', { amount: '1', reason: 'Some reason' })).status).toBe(404);
  });

  it('20 parallel debits of a balance that covers 5 leave it at zero, never below', async () => {
    const { user } = await registerUser(t.baseUrl, t.sent);
    await admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount: '5', reason: 'Initial credit' });
    const debits = await Promise.all(Array.from({ length: 20 }, () => admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount: '-1', reason: 'Parallel debit' })));
    expect(debits.filter((r) => r.status === 200)).toHaveLength(5);
    const sum = await t.db.query('SELECT sum(amount_nano)::text AS s FROM ledger WHERE user_id = $1', [user.id]);
    expect(sum.rows[0].s).toBe('0');
  });
});

describe('ban and roles', () => {
  it('a banned user is signed out and cannot sign in; unbanning restores access', async () => {
    const { client, identity, user } = await registerUser(t.baseUrl, t.sent);
    const banned = await admin.client.post(`/api/admin/users/${user.id}/ban`, { banned: true, reason: 'Multiple accounts' });
    expect(banned.body.banned).toBe(true);
    expect((await client.post('/api/mining/start')).status).toBe(401);
    const login = await new ApiClient(t.baseUrl).post('/api/auth/login', { email: identity.email, password: STRONG_PASSWORD });
    expect(login.body.error.code).toBe('account_banned');
    await admin.client.post(`/api/admin/users/${user.id}/ban`, { banned: false, reason: 'Appeal accepted' });
    expect((await new ApiClient(t.baseUrl).post('/api/auth/login', { email: identity.email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('promotes and demotes (audited), and an admin cannot demote or ban themselves', async () => {
    const { user } = await registerUser(t.baseUrl, t.sent);
    expect((await admin.client.post(`/api/admin/users/${user.id}/role`, { role: 'admin' })).body.role).toBe('admin');
    expect((await admin.client.post(`/api/admin/users/${user.id}/role`, { role: 'user' })).body.role).toBe('user');
    const audit = await admin.client.get(`/api/admin/audit?actorId=${admin.id}`);
    const actions = audit.body.entries.filter((e: any) => e.targetId === user.id).map((e: any) => e.action);
    expect(actions).toEqual(['admin_revoked', 'admin_granted']);
    expect((await admin.client.post(`/api/admin/users/${admin.id}/role`, { role: 'user' })).status).toBe(403);
    expect((await admin.client.post(`/api/admin/users/${admin.id}/ban`, { banned: true, reason: 'oops oops' })).status).toBe(403);
  });
});

describe('user search', () => {
  it('finds by email prefix, nickname prefix or referral code, paginated by cursor', async () => {
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await registerUser(t.baseUrl, t.sent, { prefix: 'findme' }));
    const byNick = await admin.client.get('/api/admin/users?q=FINDME&limit=2');
    expect(byNick.body.users).toHaveLength(2);
    const rest = await admin.client.get(`/api/admin/users?q=findme&limit=2&cursor=${byNick.body.nextCursor}`);
    expect(rest.body.users).toHaveLength(1);
    expect(rest.body.nextCursor).toBeNull();
    const ids = [...byNick.body.users, ...rest.body.users].map((u: any) => u.id).sort();
    expect(ids).toEqual(people.map((p) => p.user.id).sort());
    const byCode = await admin.client.get(`/api/admin/users?q=${people[0]!.user.referralCode.toLowerCase()}`);
    expect(byCode.body.users.map((u: any) => u.id)).toContain(people[0]!.user.id);
    const byEmail = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(people[1]!.identity.email)}`);
    expect(byEmail.body.users).toHaveLength(1);
    expect((await admin.client.get('/api/admin/users?q=%25')).body.users).toHaveLength(0);
    expect((await admin.client.get('/api/admin/users?cursor=garbage')).status).toBe(400);
  });

  it('shows a user detail with sessions, referrals and the referrer', async () => {
    const parent = await registerUser(t.baseUrl, t.sent);
    const child = await registerUser(t.baseUrl, t.sent, { referralCode: parent.user.referralCode });
    await child.client.post('/api/mining/start');
    const detail = await admin.client.get(`/api/admin/users/${child.user.id}`);
    expect(detail.body.user.referredBy).toEqual({ id: parent.user.id, nickname: parent.user.nickname });
    expect(detail.body.sessions).toHaveLength(1);
    const parentDetail = await admin.client.get(`/api/admin/users/${parent.user.id}`);
    expect(parentDetail.body.referrals).toMatchObject({ count: 1, active: 1 });
  });
});
