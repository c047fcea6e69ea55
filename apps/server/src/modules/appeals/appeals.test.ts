import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, MINING, NANO_PER_FRE } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { asAdmin, ledgerSum, type Admin, nano } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await startTestApp({ TON_PROOF_DOMAIN: 'localhost:3000' });
  admin = await adminClient(t);
});
afterAll(() => t.close());

const FRE = (n: number) => BigInt(n) * NANO_PER_FRE;
const TEXT = 'I play alone on my own phone, please look again.';
const withoutRequestId = (body: { error: Record<string, unknown> }) => ({ error: { ...body.error, requestId: undefined } });

async function pendingAppealOf(userId: string) {
  const queue = await asAdmin(admin, 'GET', '/api/admin/appeals');
  expect(queue.status).toBe(200);
  const item = queue.body.items.find((appeal: any) => appeal.user.id === userId);
  expect(item).toBeDefined();
  return { item, pending: queue.body.pending as number };
}

async function answer(appealId: string, outcome: 'upheld' | 'overturned', reason = 'Checked again with the player') {
  const answered = await asAdmin(admin, 'POST', `/api/admin/appeals/${appealId}/decision`, { outcome, reason });
  expect(answered.status).toBe(204);
}

async function notified(client: ApiClient, type: string) {
  const notifications = await client.get('/api/notifications');
  return notifications.body.items.some((n: any) => n.type === type);
}

/** The decision a player sees, the appeal accepted once and refused a second time, then the queue's item. */
async function appealOnce(client: ApiClient, userId: string, kind: string) {
  const decisions = await client.get('/api/me/decisions');
  expect(decisions.status).toBe(200);
  const decision = decisions.body.items.find((d: any) => d.kind === kind && d.inForce);
  expect(decision).toBeDefined();
  // What the player can check, never the operator's evidence.
  expect(Object.keys(decision).sort()).toEqual(['appeal', 'category', 'decidedAt', 'id', 'inForce', 'kind', 'note', 'subjectId']);
  const first = await client.post('/api/me/appeals', { decisionId: decision.id, text: TEXT });
  expect(first.status).toBe(201);
  expect(first.body.appeal).toMatchObject({ decisionId: decision.id, status: 'pending', answer: null });
  const second = await client.post('/api/me/appeals', { decisionId: decision.id, text: TEXT });
  expect([second.status, second.body.error.code]).toEqual([409, 'appeal_pending']);
  const { item } = await pendingAppealOf(userId);
  expect(item.decision).toMatchObject({ id: decision.id, kind });
  return { decision, item };
}

/** A referrer and accounts made through their code within a minute, each mining at once: what a script does. */
async function farmCluster(size: number) {
  const boss = await registerUser(t.baseUrl, t.sent, { prefix: 'boss' });
  const code = (await boss.client.get('/api/me')).body.user.referralCode;
  const children = [];
  for (let i = 0; i < size; i += 1) {
    const child = await registerUser(t.baseUrl, t.sent, { prefix: 'bot', referralCode: code });
    expect((await child.client.post('/api/mining/start')).status).toBe(201);
    children.push(child);
  }
  expect((await asAdmin(admin, 'POST', '/api/admin/abuse/run')).status).toBe(200);
  const list = await asAdmin(admin, 'GET', '/api/admin/abuse/clusters');
  const cluster = list.body.items.find((c: any) => c.kind === 'referral_tree' && c.referrer?.id === boss.user.id);
  return { cluster, children };
}

describe('a ban', () => {
  it('is told at sign-in with its reason, appealed from the sign-in page once, overturned: unbanned and notified', async () => {
    const { user, identity } = await registerUser(t.baseUrl, t.sent);
    const missing = await asAdmin(admin, 'POST', `/api/admin/users/${user.id}/ban`, { banned: true, reason: 'Same device as 4 others' });
    expect([missing.status, missing.body.error.details.fields.category.code]).toEqual([400, 'required']);
    const wrongKind = await asAdmin(admin, 'POST', `/api/admin/users/${user.id}/ban`, { banned: true, reason: 'Same device as 4 others', category: 'document_unreadable' });
    expect(wrongKind.body.error.details.fields.category.code).toBe('invalid_value');
    const banned = await asAdmin(admin, 'POST', `/api/admin/users/${user.id}/ban`, { banned: true, reason: 'Same device as 4 others', category: 'multiple_accounts', note: 'Several accounts play from your phone.' });
    expect(banned.status).toBe(200);

    const anonymous = new ApiClient(t.baseUrl);
    const login = await anonymous.post('/api/auth/login', { email: identity.email, password: identity.password });
    expect([login.status, login.body.error.code]).toEqual([403, 'account_banned']);
    expect(login.body.error.details.decision).toMatchObject({ kind: 'ban', category: 'multiple_accounts', note: 'Several accounts play from your phone.', inForce: true, appeal: null });
    expect(JSON.stringify(login.body)).not.toContain('Same device');

    const appeal = await anonymous.post('/api/auth/appeal', { email: identity.email, password: identity.password, text: TEXT });
    expect(appeal.status).toBe(201);
    const again = await anonymous.post('/api/auth/appeal', { email: identity.email, password: identity.password, text: TEXT });
    expect([again.status, again.body.error.code]).toEqual([409, 'appeal_pending']);
    const told = await anonymous.post('/api/auth/login', { email: identity.email, password: identity.password });
    expect(told.body.error.details.decision.appeal).toMatchObject({ status: 'pending', text: TEXT });

    const { item } = await pendingAppealOf(user.id);
    expect(item.decision.evidence).toMatchObject({ reason: 'Same device as 4 others' });
    await answer(item.id, 'overturned', 'Two brothers, two phones: checked');
    const back = await anonymous.post('/api/auth/login', { email: identity.email, password: identity.password });
    expect(back.status).toBe(200);
    expect(await notified(anonymous, 'appeal_overturned')).toBe(true);
    const mine = await anonymous.get('/api/me/appeals');
    expect(mine.body.items[0]).toMatchObject({ status: 'overturned', answer: 'Two brothers, two phones: checked', decision: { kind: 'ban', inForce: false } });
    const answeredAgain = await asAdmin(admin, 'POST', `/api/admin/appeals/${item.id}/decision`, { outcome: 'upheld', reason: 'Changed my mind' });
    expect([answeredAgain.status, answeredAgain.body.error.code]).toEqual([409, 'appeal_answered']);
    const audit = await asAdmin(admin, 'GET', '/api/admin/audit?action=appeal_overturned');
    expect(audit.body.items.find((e: any) => e.targetId === user.id)).toMatchObject({ after: { reason: 'Two brothers, two phones: checked', undone: { ban: 'lifted' } } });
  });

  it('is answered once when two admins answer it at the same moment, one to keep the ban and one to lift it', async () => {
    const { user, identity } = await registerUser(t.baseUrl, t.sent);
    expect((await asAdmin(admin, 'POST', `/api/admin/users/${user.id}/ban`, { banned: true, reason: 'Chargebacks', category: 'payment_fraud' })).status).toBe(200);
    const anonymous = new ApiClient(t.baseUrl);
    expect((await anonymous.post('/api/auth/appeal', { email: identity.email, password: identity.password, text: TEXT })).status).toBe(201);
    const { item } = await pendingAppealOf(user.id);
    const other = await adminClient(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => asAdmin(i % 2 === 0 ? admin : other, 'POST', `/api/admin/appeals/${item.id}/decision`, { outcome: i % 2 === 0 ? 'upheld' : 'overturned', reason: `Answer ${i}` })),
    );
    expect(answers.filter((r) => r.status === 204)).toHaveLength(1);
    expect(answers.filter((r) => r.status !== 204).map((r) => [r.status, r.body.error.code])).toEqual(Array.from({ length: 5 }, () => [409, 'appeal_answered']));
    const winner = answers.findIndex((r) => r.status === 204);
    const overturned = winner % 2 === 1;
    const mine = await t.db.query<{ status: string }>('SELECT status FROM appeals WHERE id = $1', [item.id]);
    expect(mine.rows[0]!.status).toBe(overturned ? 'overturned' : 'upheld');
    const login = await anonymous.post('/api/auth/login', { email: identity.email, password: identity.password });
    expect(login.status).toBe(overturned ? 200 : 403);
    const audit = await asAdmin(admin, 'GET', `/api/admin/audit?action=${overturned ? 'appeal_overturned' : 'appeal_upheld'}`);
    expect(audit.body.items.filter((e: any) => e.targetId === user.id)).toHaveLength(1);
  });

  it('refuses a wrong password like a wrong sign-in: counted, the same answer as an unknown address, even more at once than the pool has connections', async () => {
    const small = await startTestApp({}, { poolSize: 4 });
    try {
      const smallAdmin = await adminClient(small);
      const { user, identity } = await registerUser(small.baseUrl, small.sent);
      expect((await smallAdmin.client.post(`/api/admin/users/${user.id}/ban`, { banned: true, reason: 'Chargebacks', category: 'payment_fraud' })).status).toBe(200);
      const anonymous = new ApiClient(small.baseUrl);
      const wrong = await anonymous.post('/api/auth/appeal', { email: identity.email, password: 'Wrong1!pass', text: TEXT });
      const unknown = await anonymous.post('/api/auth/appeal', { email: `nobody.${identity.email}`, password: 'Wrong1!pass', text: TEXT });
      expect([wrong.status, wrong.body.error.code]).toEqual([401, 'invalid_credentials']);
      expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(wrong.body));
      expect(unknown.status).toBe(wrong.status);

      const attempts = await Promise.all(Array.from({ length: 12 }, () => anonymous.post('/api/auth/appeal', { email: identity.email, password: 'Wrong1!pass', text: TEXT })));
      const codes = attempts.map((r) => r.body.error.code);
      expect(codes.filter((c) => c === 'invalid_credentials')).toHaveLength(ACCOUNT.maxLoginAttempts - 1);
      expect(codes.filter((c) => c === 'too_many_attempts')).toHaveLength(12 - (ACCOUNT.maxLoginAttempts - 1));
      const failures = await small.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE user_id = $1', [user.id]);
      expect(failures.rows[0]!.n).toBe(ACCOUNT.maxLoginAttempts);
      // Counted as sign-in counts: the right password is now refused at sign-in too, and no appeal was made.
      expect((await anonymous.post('/api/auth/login', { email: identity.email, password: identity.password })).body.error.code).toBe('too_many_attempts');
      expect((await small.db.query('SELECT 1 FROM appeals WHERE user_id = $1', [user.id])).rows).toHaveLength(0);
    } finally {
      await small.close();
    }
  });

  it('two appeals of one decision at once make one', async () => {
    const { user, identity } = await registerUser(t.baseUrl, t.sent);
    await asAdmin(admin, 'POST', `/api/admin/users/${user.id}/ban`, { banned: true, reason: 'Bot traffic', category: 'automated_activity' });
    const anonymous = new ApiClient(t.baseUrl);
    const both = await Promise.all(Array.from({ length: 6 }, () => anonymous.post('/api/auth/appeal', { email: identity.email, password: identity.password, text: TEXT })));
    expect(both.filter((r) => r.status === 201)).toHaveLength(1);
    expect(both.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual(Array(5).fill('appeal_pending'));
    expect((await t.db.query('SELECT 1 FROM appeals WHERE user_id = $1', [user.id])).rows).toHaveLength(1);
  });

  it('an account that is not banned has nothing to appeal: only its owner is told so', async () => {
    const { identity } = await registerUser(t.baseUrl, t.sent);
    const answer = await new ApiClient(t.baseUrl).post('/api/auth/appeal', { email: identity.email, password: identity.password, text: TEXT });
    expect([answer.status, answer.body.error.code]).toEqual([409, 'appeal_not_open']);
  });
});

describe('freezes from the abuse desk', () => {
  it('a mining freeze and a referral freeze: each member told why, one appeal, overturned: undone and notified; a referral freeze upheld stays', async () => {
    const { cluster, children } = await farmCluster(5);
    expect(cluster).toBeDefined();
    const noCategory = await asAdmin(admin, 'POST', `/api/admin/abuse/clusters/${cluster.id}/actions`, { action: 'freeze_mining', reason: 'Farm confirmed by review' });
    expect(noCategory.body.error.details.fields.category.code).toBe('required');
    expect((await asAdmin(admin, 'POST', `/api/admin/abuse/clusters/${cluster.id}/actions`, { action: 'freeze_mining', reason: 'Farm confirmed by review', category: 'automated_activity' })).status).toBe(200);
    expect((await asAdmin(admin, 'POST', `/api/admin/abuse/clusters/${cluster.id}/actions`, { action: 'freeze_referrals', reason: 'Farm confirmed by review', category: 'referral_abuse', note: 'Your sign-up counted for a referral farm.' })).status).toBe(200);
    t.clock.advance(MINING.sessionDurationMs);
    await asAdmin(admin, 'GET', '/api/admin/appeals');
    const [first, second] = children as [typeof children[number], typeof children[number]];
    expect((await first.client.post('/api/mining/claim')).status).toBe(200);
    expect((await first.client.post('/api/mining/start')).body.error.code).toBe('mining_frozen');

    const { decision, item } = await appealOnce(first.client, first.user.id, 'mining_freeze');
    expect(decision).toMatchObject({ category: 'automated_activity', note: null });
    // The queue shows the admin what the operator saw: the cluster's reasons.
    expect(item.decision.evidence).toMatchObject({ reason: 'Farm confirmed by review', cluster: { id: cluster.id, kind: 'referral_tree' } });
    await answer(item.id, 'overturned');
    expect((await first.client.post('/api/mining/start')).status).toBe(201);
    expect(await notified(first.client, 'appeal_overturned')).toBe(true);

    const referral = await appealOnce(second.client, second.user.id, 'referral_freeze');
    expect(referral.decision).toMatchObject({ category: 'referral_abuse', note: 'Your sign-up counted for a referral farm.' });
    await answer(referral.item.id, 'upheld', 'The sign-ups are scripted');
    expect((await t.db.query('SELECT referral_credit_frozen_at FROM users WHERE id = $1', [second.user.id])).rows[0].referral_credit_frozen_at).not.toBeNull();
    expect(await notified(second.client, 'appeal_upheld')).toBe(true);
    const after = (await second.client.get('/api/me/decisions')).body.items.find((d: any) => d.kind === 'referral_freeze');
    expect(after).toMatchObject({ inForce: true, appeal: { status: 'upheld', answer: 'The sign-ups are scripted' } });

    // Another member's referral freeze, overturned: their sign-up counts again for their referrer.
    const fourth = children[3]!;
    const overturned = await appealOnce(fourth.client, fourth.user.id, 'referral_freeze');
    await answer(overturned.item.id, 'overturned');
    expect((await t.db.query('SELECT referral_credit_frozen_at FROM users WHERE id = $1', [fourth.user.id])).rows[0].referral_credit_frozen_at).toBeNull();
    expect(await notified(fourth.client, 'appeal_overturned')).toBe(true);

    // The operator's undo lifts the decision: nothing left to appeal.
    await asAdmin(admin, 'POST', `/api/admin/abuse/clusters/${cluster.id}/actions`, { action: 'unfreeze_mining', reason: 'Reviewed again' });
    const third = children[2]!;
    const lifted = (await third.client.get('/api/me/decisions')).body.items.find((d: any) => d.kind === 'mining_freeze');
    expect(lifted.inForce).toBe(false);
    const late = await third.client.post('/api/me/appeals', { decisionId: lifted.id, text: TEXT });
    expect([late.status, late.body.error.code]).toEqual([409, 'appeal_not_open']);
  });
});

describe('rejections', () => {
  it('a KYC rejection: its reason on the KYC page, one appeal, overturned: back in the review queue', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    const submission = await t.db.query<{ id: string }>(
      `INSERT INTO kyc_submissions (user_id, first_name, last_name, date_of_birth, nationality, phone, address, city, postal_code, country, document_type, document_number, front_file, selfie_file, submitted_at)
       VALUES ($1, 'Jeanne', 'Martin', '1990-04-12', 'Française', '+33 6 12 34 56 78', '12 rue de la Paix', 'Paris', '75002', 'France', 'passport', $2, 'front', 'selfie', now()) RETURNING id`,
      [user.id, `P${Date.now()}`],
    );
    await t.db.query("UPDATE users SET kyc_status = 'pending' WHERE id = $1", [user.id]);
    const id = submission.rows[0]!.id;
    const noCategory = await asAdmin(admin, 'POST', `/api/admin/kyc/${id}/review`, { decision: 'reject', reason: 'La photo est floue' });
    expect(noCategory.body.error.details.fields.category.code).toBe('required');
    expect((await asAdmin(admin, 'POST', `/api/admin/kyc/${id}/review`, { decision: 'reject', reason: 'La photo est floue', category: 'document_unreadable' })).status).toBe(204);
    expect((await client.get('/api/kyc')).body).toMatchObject({ status: 'rejected', reason: 'La photo est floue' });

    const { decision, item } = await appealOnce(client, user.id, 'kyc_rejection');
    expect(decision).toMatchObject({ category: 'document_unreadable', note: 'La photo est floue', subjectId: id });
    await answer(item.id, 'overturned');
    expect((await client.get('/api/kyc')).body.status).toBe('pending');
    expect((await asAdmin(admin, 'GET', '/api/admin/kyc')).body.items.some((k: any) => k.id === id)).toBe(true);
    expect(await notified(client, 'appeal_overturned')).toBe(true);
  });

  it('a withdrawal rejection: refunded, one appeal, overturned: filed again with its hold, one ledger row', async () => {
    const { client, user } = await withdrawalReadyUser(t, admin, 300_000);
    const requested = await client.post('/api/withdrawals', { amount: nano('250000') });
    expect(requested.status).toBe(201);
    const id = requested.body.withdrawal.id;
    const rejected = await asAdmin(admin, 'POST', `/api/admin/withdrawals/${id}/decision`, { decision: 'reject', reason: 'Adresse de portefeuille inactive', category: 'wallet_problem' });
    expect(rejected.status).toBe(200);
    expect((await client.get('/api/me')).body.user.balance).toBe(FRE(300_000).toString());

    const { decision, item } = await appealOnce(client, user.id, 'withdrawal_rejection');
    expect(decision).toMatchObject({ category: 'wallet_problem', note: 'Adresse de portefeuille inactive', subjectId: id });
    await answer(item.id, 'overturned');
    const list = (await client.get('/api/withdrawals')).body.items;
    expect(list.map((w: any) => w.status).sort()).toEqual(['rejected', 'requested']);
    expect((await client.get('/api/me')).body.user.balance).toBe(FRE(50_000).toString());
    expect(await ledgerSum(t.db, user.id)).toBe(FRE(50_000));
    const holds = await t.db.query("SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND kind = 'withdrawal_hold'", [user.id]);
    expect(holds.rows[0].n).toBe(2);
    expect(await notified(client, 'appeal_overturned')).toBe(true);
    expect((await asAdmin(admin, 'GET', '/api/admin/appeals')).body.items.some((a: any) => a.id === item.id)).toBe(false);
  });
});

it('the queue answers in the list envelope and refuses an unknown parameter', async () => {
  const page = await asAdmin(admin, 'GET', '/api/admin/appeals?status=answered&limit=1');
  expect(page.status).toBe(200);
  expect(page.body).toMatchObject({ items: expect.any(Array), nextCursor: expect.anything(), pending: expect.any(Number) });
  expect((await asAdmin(admin, 'GET', '/api/admin/appeals?sort=x')).status).toBe(400);
  const next = await asAdmin(admin, 'GET', `/api/admin/appeals?status=answered&limit=1&cursor=${page.body.nextCursor}`);
  expect(next.body.items[0].id).not.toBe(page.body.items[0].id);
});
