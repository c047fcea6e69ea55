import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINING, REFERRALS } from '@fre/domain';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('joining a referrer', () => {
  it('refuses a missing, unknown or own code, and a second referrer', async () => {
    const a = await registerUser(t.baseUrl, t.sent);
    const b = await registerUser(t.baseUrl, t.sent);
    const c = await registerUser(t.baseUrl, t.sent);
    const empty = await b.client.post('/api/referrals/join', { code: '' });
    expect(empty.body.error.details.fields.code.code).toBe('required');
    expect((await b.client.post('/api/referrals/join', { code: 'NOPE42' })).body.error).toMatchObject({ code: 'referral_code_invalid', message: 'Code de parrainage invalide' });
    expect((await b.client.post('/api/referrals/join', { code: b.user.referralCode })).body.error.code).toBe('referral_own_code');
    expect((await b.client.post('/api/referrals/join', { code: a.user.referralCode.toLowerCase() })).status).toBe(200);
    expect((await b.client.post('/api/referrals/join', { code: c.user.referralCode })).body.error.code).toBe('referrer_already_set');
    expect((await b.client.get('/api/referrals')).body.referredBy).toEqual({ nickname: a.user.nickname });
  });

  it('makes referral cycles impossible, even two people joining each other at once', async () => {
    const a = await registerUser(t.baseUrl, t.sent);
    const b = await registerUser(t.baseUrl, t.sent);
    const c = await registerUser(t.baseUrl, t.sent);
    await b.client.post('/api/referrals/join', { code: a.user.referralCode });
    await c.client.post('/api/referrals/join', { code: b.user.referralCode });
    expect((await a.client.post('/api/referrals/join', { code: c.user.referralCode })).body.error.code).toBe('referral_cycle');

    const x = await registerUser(t.baseUrl, t.sent);
    const y = await registerUser(t.baseUrl, t.sent);
    const [xy, yx] = await Promise.all([
      x.client.post('/api/referrals/join', { code: y.user.referralCode }),
      y.client.post('/api/referrals/join', { code: x.user.referralCode }),
    ]);
    expect([xy.status, yx.status].sort()).toEqual([200, 409]);
  });

  it('20 parallel joins with different codes set one referrer', async () => {
    const referrers = await Promise.all(Array.from({ length: 20 }, () => registerUser(t.baseUrl, t.sent, { prefix: 'par' })));
    const joiner = await registerUser(t.baseUrl, t.sent);
    const results = await Promise.all(referrers.map((r) => joiner.client.post('/api/referrals/join', { code: r.user.referralCode })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.error.code === 'referrer_already_set')).toBe(true);
    const row = await t.db.query('SELECT referred_by FROM users WHERE id = $1', [joiner.user.id]);
    const winner = referrers[results.findIndex((r) => r.status === 200)]!;
    expect(row.rows[0].referred_by).toBe(winner.user.id);
  });
});

describe('the group page', () => {
  it('lists referrals with their live state, counts the bonus, and the spins of a first claim', async () => {
    const a = await registerUser(t.baseUrl, t.sent);
    const b = await registerUser(t.baseUrl, t.sent, { referralCode: a.user.referralCode });
    await registerUser(t.baseUrl, t.sent, { referralCode: a.user.referralCode });
    await b.client.post('/api/mining/start');
    const state = (await a.client.get('/api/referrals')).body;
    expect(state.items).toHaveLength(2);
    expect(state.referralCount).toBe(2);
    expect(state.items.find((r: any) => r.nickname === b.user.nickname)).toMatchObject({ active: true, remindable: false });
    expect(state).toMatchObject({ activeCount: 1, countedCount: 1, cap: MINING.maxCountedReferrals, bonusRate: MINING.referralBonusNano.toString(), bonusSpinsEarned: 0 });
    t.clock.advance(MINING.sessionDurationMs);
    await b.client.post('/api/mining/claim');
    const after = (await a.client.get('/api/referrals')).body;
    expect(after).toMatchObject({ activeCount: 0, bonusSpinsEarned: 1 });
  });

  it('reminds an inactive referral once a day, as a notification to them', async () => {
    const a = await registerUser(t.baseUrl, t.sent);
    const b = await registerUser(t.baseUrl, t.sent, { referralCode: a.user.referralCode });
    const stranger = await registerUser(t.baseUrl, t.sent);
    expect((await a.client.post(`/api/referrals/${b.user.id}/remind`)).status).toBe(204);
    expect((await a.client.post(`/api/referrals/${b.user.id}/remind`)).body.error.code).toBe('remind_too_soon');
    expect((await a.client.post(`/api/referrals/${stranger.user.id}/remind`)).status).toBe(404);
    const inbox = (await b.client.get('/api/notifications')).body;
    expect(inbox.unread).toBe(1);
    expect(inbox.items[0]).toMatchObject({ type: 'referral_reminder', params: { nickname: a.user.nickname }, read: false });
    expect((await a.client.get('/api/referrals')).body.items[0].remindable).toBe(false);
    t.clock.advance(MINING.sessionDurationMs);
    expect((await a.client.post(`/api/referrals/${b.user.id}/remind`)).status).toBe(204);
    await b.client.post('/api/notifications/read');
    expect((await b.client.get('/api/notifications')).body.unread).toBe(0);
  });

  it('answers feature_disabled when the referral system is off', async () => {
    const a = await registerUser(t.baseUrl, t.sent);
    await t.db.query(`INSERT INTO app_settings (key, value, updated_at) VALUES ('referrals', 'false', now())`);
    const other = await startTestAppSharingDb();
    try {
      const client = new ApiClient(other.baseUrl);
      await client.post('/api/auth/login', { email: a.identity.email, password: a.identity.password });
      const response = await client.get('/api/referrals');
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('feature_disabled');
    } finally {
      await other.close();
      await t.db.query(`DELETE FROM app_settings WHERE key = 'referrals'`);
    }
  });
});

/** A second server on the same database: it reads the settings fresh (no cache from the first). */
async function startTestAppSharingDb() {
  const { buildApp } = await import('#server/app.ts');
  const { loadConfig } = await import('#server/config.ts');
  const url = (t.db.pool.options as { connectionString: string }).connectionString;
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url }), db: t.db, clock: t.clock, mailer: { send: async () => undefined } }, { serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return { baseUrl: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

describe('maintained figures (decision 011)', () => {
  it('keep referrals, qualified referrals and running-session ends equal to a recount', async () => {
    const a = await registerUser(t.baseUrl, t.sent);
    const b = await registerUser(t.baseUrl, t.sent, { referralCode: a.user.referralCode });
    const c = await registerUser(t.baseUrl, t.sent);
    await c.client.post('/api/referrals/join', { code: a.user.referralCode });
    await b.client.post('/api/mining/start');
    await c.client.post('/api/mining/start');
    await c.client.post('/api/mining/stop'); // a stop credits a mining_claim: c qualifies
    expect((await a.client.get('/api/referrals')).body).toMatchObject({ activeCount: 1, bonusSpinsEarned: REFERRALS.spinsPerQualifiedReferral });

    const drift = await t.db.query(
      `SELECT u.id FROM users u
       WHERE (u.referral_count, u.qualified_referral_count, u.mining_until) IS DISTINCT FROM (
         (SELECT count(*)::int FROM users r WHERE r.referred_by = u.id),
         (SELECT count(*)::int FROM users r WHERE r.referred_by = u.id AND EXISTS (SELECT 1 FROM ledger l WHERE l.user_id = r.id AND l.kind = 'mining_claim')),
         (SELECT s.end_time FROM mining_sessions s WHERE s.user_id = u.id AND s.active))`,
    );
    expect(drift.rows).toEqual([]);
  });
});
