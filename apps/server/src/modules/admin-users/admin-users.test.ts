import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, STRONG_PASSWORD, registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { enrolTotp, nextTotpCode } from '#server-test/two-step-helpers.ts';
import { nano } from '#server-test/money-helpers.ts';

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
    const credit = await admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount: nano('12.5'), reason: 'Compensation for the outage' });
    expect(credit.status).toBe(200);
    expect(credit.body.balance).toBe('12500000000');
    const debit = await admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount: nano('-2.5'), reason: 'Duplicate compensation' });
    expect(debit.body.balance).toBe('10000000000');

    const ledger = await client.get('/api/ledger');
    expect(ledger.body.items.map((e: any) => [e.kind, e.amount])).toEqual([['admin_adjustment', '-2500000000'], ['admin_adjustment', '12500000000']]);
    const detail = await admin.client.get(`/api/admin/users/${user.id}`);
    expect(detail.body.ledger[1]).toMatchObject({ amount: '12500000000', reason: 'Compensation for the outage' });
    const audit = await admin.client.get(`/api/admin/audit?action=balance_adjusted&actorId=${admin.id}`);
    expect(audit.body.items.find((e: any) => e.targetId === user.id && e.after.reason === 'Duplicate compensation')).toMatchObject({
      before: { balanceNano: '12500000000' },
      after: { balanceNano: '10000000000', amountNano: '-2500000000' },
    });
    const me = await client.get('/api/me');
    expect(me.body.user.totalMined).toBe('0');
  });

  it('never takes a balance below zero, and needs a reason and a valid amount', async () => {
    const { user } = await registerUser(t.baseUrl, t.sent);
    const overdraw = await admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount: nano('-1'), reason: 'Trying to overdraw' });
    expect(overdraw.body.error.code).toBe('insufficient_balance');
    const noReason = await admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount: nano('1'), reason: ' ' });
    expect(noReason.body.error.details.fields.reason.code).toBe('reason_required');
    // Nano-FRE digits only (docs/decisions/077): a decimal FRE amount, as the back office once sent, is refused.
    for (const amount of ['0', '-0', 'abc', '12.5', '1e9', '1234567890123456789']) {
      const bad = await admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount, reason: 'Some reason' });
      expect([bad.status, bad.body.error.details.fields.amount.code], amount).toEqual([400, 'invalid_nano_amount']);
    }
    expect((await admin.client.post('/api/admin/users/not-a-uuid/adjust', { amount: '1', reason: 'Some reason' })).status).toBe(404);
  });

  it('20 parallel debits of a balance that covers 5 leave it at zero, never below', async () => {
    const { user } = await registerUser(t.baseUrl, t.sent);
    await admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount: nano('5'), reason: 'Initial credit' });
    const debits = await Promise.all(Array.from({ length: 20 }, () => admin.client.post(`/api/admin/users/${user.id}/adjust`, { amount: nano('-1'), reason: 'Parallel debit' })));
    expect(debits.filter((r) => r.status === 200)).toHaveLength(5);
    const sum = await t.db.query('SELECT sum(amount_nano)::text AS s FROM ledger WHERE user_id = $1', [user.id]);
    expect(sum.rows[0].s).toBe('0');
  });
});

describe('ban and roles', () => {
  it('a banned user is signed out and cannot sign in; unbanning restores access', async () => {
    const { client, identity, user } = await registerUser(t.baseUrl, t.sent);
    const banned = await admin.client.post(`/api/admin/users/${user.id}/ban`, { banned: true, reason: 'Multiple accounts', category: 'multiple_accounts' });
    expect(banned.body.banned).toBe(true);
    expect((await client.post('/api/mining/start')).status).toBe(401);
    const login = await new ApiClient(t.baseUrl).post('/api/auth/login', { email: identity.email, password: STRONG_PASSWORD });
    expect(login.body.error.code).toBe('account_banned');
    await admin.client.post(`/api/admin/users/${user.id}/ban`, { banned: false, reason: 'Appeal accepted' });
    expect((await new ApiClient(t.baseUrl).post('/api/auth/login', { email: identity.email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('promotes only an account with a second factor, as the CLI does (decision 048)', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    const refused = await admin.client.post(`/api/admin/users/${user.id}/role`, { role: 'admin' });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'admin_needs_second_factor']);
    expect((await t.db.query('SELECT role FROM users WHERE id = $1', [user.id])).rows[0].role).toBe('user');
    await enrolTotp(t, client);
    expect((await admin.client.post(`/api/admin/users/${user.id}/role`, { role: 'admin' })).body.role).toBe('admin');
  });

  it('promotes and demotes (audited), and an admin cannot demote or ban themselves', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    await enrolTotp(t, client);
    expect((await admin.client.post(`/api/admin/users/${user.id}/role`, { role: 'admin' })).body.role).toBe('admin');
    expect((await admin.client.post(`/api/admin/users/${user.id}/role`, { role: 'user' })).body.role).toBe('user');
    const audit = await admin.client.get(`/api/admin/audit?actorId=${admin.id}`);
    const actions = audit.body.items.filter((e: any) => e.targetId === user.id).map((e: any) => e.action);
    expect(actions).toEqual(['admin_revoked', 'admin_granted']);
    expect((await admin.client.post(`/api/admin/users/${admin.id}/role`, { role: 'user' })).status).toBe(403);
    expect((await admin.client.post(`/api/admin/users/${admin.id}/ban`, { banned: true, reason: 'oops oops', category: 'other' })).status).toBe(403);
  });
});

describe('support reset of two-step sign-in', () => {
  const reset = (client: ApiClient, userId: string, body: unknown) => client.post(`/api/admin/users/${userId}/two-step/reset`, body);

  it('removes the app factor and its recovery codes, ends every session, audits it and emails the player', async () => {
    const { client, identity, user } = await registerUser(t.baseUrl, t.sent);
    const { secret, recoveryCodes } = await enrolTotp(t, client);
    expect((await admin.client.get(`/api/admin/users/${user.id}`)).body.user.twoStep).toBe(true);

    const done = await reset(admin.client, user.id, { reason: 'Lost phone, identity checked by video call' });
    expect(done.status).toBe(204);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await admin.client.get(`/api/admin/users/${user.id}`)).body.user.twoStep).toBe(false);
    const left = await t.db.query('SELECT (SELECT count(*)::int FROM totp_factors WHERE user_id = $1) AS factors, (SELECT count(*)::int FROM totp_recovery_codes WHERE user_id = $1) AS codes', [user.id]);
    expect(left.rows[0]).toEqual({ factors: 0, codes: 0 });

    const audit = await admin.client.get(`/api/admin/audit?action=two_step_reset&actorId=${admin.id}`);
    expect(audit.body.items.find((e: any) => e.targetId === user.id)).toMatchObject({
      targetType: 'user', before: { twoStep: true }, after: { twoStep: false, reason: 'Lost phone, identity checked by video call' },
    });
    expect(t.sent.filter((mail) => mail.to === identity.email).map((mail) => mail.subject)).toContain('Validation en deux étapes retirée');

    // The password alone signs in again; the old app's codes and recovery codes mean nothing now.
    const signIn = await new ApiClient(t.baseUrl).post('/api/auth/login', { email: identity.email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    const withOldCode = await new ApiClient(t.baseUrl).post('/api/auth/login', { email: identity.email, password: STRONG_PASSWORD, otp: nextTotpCode(t, secret) });
    expect(withOldCode.status).toBe(200);
    expect(recoveryCodes).toHaveLength(10);

    const again = await reset(admin.client, user.id, { reason: 'Clicked twice' });
    expect(again.status).toBe(404);
  });

  it('of two admins resetting at once, one does it and one finds nothing left', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    await enrolTotp(t, client);
    const second = await adminClient(t);
    const [a, b] = await Promise.all([
      reset(admin.client, user.id, { reason: 'Ticket 1234' }),
      reset(second.client, user.id, { reason: 'Ticket 1234' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([204, 404]);
    const audit = await t.db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'two_step_reset' AND target_id = $1", [user.id]);
    expect(audit.rows[0].n).toBe(1);
  });

  it('needs a reason, an admin, an account with two-step sign-in on, and not one\'s own', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    for (const body of [{}, { reason: ' ' }, { reason: 'ok', extra: 1 }, { reason: 42 }, null]) {
      const bad = await reset(admin.client, user.id, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.code).toBe('validation_failed');
    }
    expect((await reset(admin.client, user.id, { reason: 'Nothing to reset' })).status).toBe(404);
    expect((await reset(admin.client, 'not-a-uuid', { reason: 'Unknown account' })).status).toBe(404);
    await enrolTotp(t, client);
    const player = await reset(client, user.id, { reason: 'Resetting my own' });
    expect(player.status).toBe(403);
    expect(player.body.error.code).toBe('forbidden');
    const self = await reset(admin.client, admin.id, { reason: 'My own account' });
    expect(self.status).toBe(403);
    expect((await t.db.query('SELECT count(*)::int AS n FROM totp_factors WHERE user_id = ANY($1) AND confirmed_at IS NOT NULL', [[user.id, admin.id]])).rows[0].n).toBe(2);
  });
});

describe('user search', () => {
  it('finds by email prefix, nickname prefix or referral code, paginated by cursor', async () => {
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await registerUser(t.baseUrl, t.sent, { prefix: 'findme' }));
    const byNick = await admin.client.get('/api/admin/users?q=FINDME&limit=2');
    expect(byNick.body.items).toHaveLength(2);
    const rest = await admin.client.get(`/api/admin/users?q=findme&limit=2&cursor=${byNick.body.nextCursor}`);
    expect(rest.body.items).toHaveLength(1);
    expect(rest.body.nextCursor).toBeNull();
    const ids = [...byNick.body.items, ...rest.body.items].map((u: any) => u.id).sort();
    expect(ids).toEqual(people.map((p) => p.user.id).sort());
    const byCode = await admin.client.get(`/api/admin/users?q=${people[0]!.user.referralCode.toLowerCase()}`);
    expect(byCode.body.items.map((u: any) => u.id)).toContain(people[0]!.user.id);
    const byEmail = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(people[1]!.identity.email)}`);
    expect(byEmail.body.items).toHaveLength(1);
    expect((await admin.client.get('/api/admin/users?q=%25')).body.items).toHaveLength(0);
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
