import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINING } from '@fre/domain';
import { registerUser } from '#server-test/api-client.ts';
import { finishedSession } from '#server-test/mining-helpers.ts';
import { ledgerSum } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('mining session', () => {
  it('refuses to start before the email is verified', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent, { verify: false });
    const response = await client.post('/api/mining/start');
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('email_not_verified');
    expect(response.body.error.message).toBe('Veuillez vérifier votre adresse e-mail pour activer le minage');
  });

  it('earns rate × elapsed hours, capped at the end, and claims exactly once', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const idle = await client.get('/api/mining');
    expect(idle.body.session).toBeNull();
    expect(idle.body.rate.total).toBe(MINING.baseRateNano.toString());

    const started = await client.post('/api/mining/start');
    expect(started.status).toBe(201);
    expect(started.body.session.active).toBe(true);
    expect(new Date(started.body.session.endTime).getTime() - new Date(started.body.session.startTime).getTime()).toBe(MINING.sessionDurationMs);

    t.clock.advance(6 * HOUR_MS);
    const sixHours = await client.get('/api/mining');
    const earned = BigInt(sixHours.body.session.earnings);
    expect(earned).toBeGreaterThanOrEqual(MINING.baseRateNano * 6n);
    expect(earned).toBeLessThan(MINING.baseRateNano * 6n + 1_000n);

    const early = await client.post('/api/mining/claim');
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('session_not_ended');

    t.clock.advance(30 * HOUR_MS);
    const ended = await client.get('/api/mining');
    expect(ended.body.session.earnings).toBe((MINING.baseRateNano * 24n).toString());

    const claimed = await client.post('/api/mining/claim');
    expect(claimed.status).toBe(200);
    expect(claimed.body.claimed).toBe((MINING.baseRateNano * 24n).toString());
    expect(claimed.body.balance).toBe(claimed.body.claimed);

    const again = await client.post('/api/mining/claim');
    expect(again.body.error.code).toBe('no_active_session');
    const ledger = await client.get('/api/ledger');
    expect(ledger.body.items).toHaveLength(1);
    expect(ledger.body.items[0]).toMatchObject({ kind: 'mining_claim', amount: claimed.body.claimed, balanceAfter: claimed.body.balance });
  });

  it('30 parallel claims of one ended session credit once', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    await finishedSession(t, client);
    const responses = await Promise.all(Array.from({ length: 30 }, () => client.post('/api/mining/claim')));
    const ok = responses.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.error.code === 'no_active_session')).toBe(true);
    const me = await client.get('/api/me');
    expect(me.body.user.balance).toBe((MINING.baseRateNano * 24n).toString());
    expect(me.body.user.totalMined).toBe(me.body.user.balance);
    expect(await ledgerSum(t.db, user.id)).toBe(BigInt(me.body.user.balance));
  });

  it('20 parallel starts create one session', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    const responses = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/mining/start')));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.error.code === 'session_already_active')).toBe(true);
    const count = await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM mining_sessions WHERE user_id = $1', [user.id]);
    expect(count.rows[0]!.n).toBe(1n);
  });

  it('stop ends the session early and credits what was earned so far', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    await client.post('/api/mining/start');
    t.clock.advance(2 * HOUR_MS);
    const stopped = await client.post('/api/mining/stop');
    expect(stopped.status).toBe(200);
    // Real milliseconds pass between the requests, on top of the two hours the clock jumped.
    const credited = BigInt(stopped.body.claimed);
    expect(credited).toBeGreaterThanOrEqual(MINING.baseRateNano * 2n);
    expect(credited).toBeLessThan(MINING.baseRateNano * 2n + 10_000n);
    expect((await client.get('/api/mining')).body.session).toBeNull();
    expect(await ledgerSum(t.db, user.id)).toBe(credited);
    expect((await client.post('/api/mining/start')).status).toBe(201);
  });

  it('an active referral raises the referrer rate, and the session settles the change', async () => {
    const referrer = await registerUser(t.baseUrl, t.sent, { prefix: 'ref' });
    await referrer.client.post('/api/mining/start');
    const referred = await registerUser(t.baseUrl, t.sent, { referralCode: referrer.user.referralCode, prefix: 'kid' });
    const before = await referrer.client.get('/api/mining');
    expect(before.body.rate.countedReferrals).toBe(0);

    await referred.client.post('/api/mining/start');
    t.clock.advance(MINING.ratePersistIntervalMs);
    const after = await referrer.client.get('/api/mining');
    expect(after.body.rate.countedReferrals).toBe(1);
    expect(after.body.rate.referrals).toBe(MINING.referralBonusNano.toString());
    expect(after.body.rate.total).toBe((MINING.baseRateNano + MINING.referralBonusNano).toString());
    expect(after.body.session.rate).toBe(after.body.rate.total);
    const me = await referrer.client.get('/api/me');
    expect(me.body.user.activeReferrals).toBe(1);
    expect(me.body.user.miningRate).toBe(after.body.rate.total);
  });

  it('counts a big referrer\'s active referrals only as far as the rate counts them; the group page counts them all', async () => {
    const referrer = await registerUser(t.baseUrl, t.sent, { prefix: 'big' });
    const extra = 2;
    await t.db.query(
      `INSERT INTO users (email, nickname, password_hash, referral_code, referred_by, mining_rate_nano, created_at, updated_at, mining_until)
       SELECT 'bigref' || i || '.' || $2 || '@example.test', 'bigref' || i || $2, 'x', 'BR' || $2 || lpad(i::text, 3, '0'), $1, 1041667, $3, $3, $3::timestamptz + interval '1 hour'
       FROM generate_series(1, $4::int) AS i`,
      [referrer.user.id, referrer.user.referralCode, t.clock.now(), MINING.maxCountedReferrals + extra],
    );
    const mining = await referrer.client.get('/api/mining');
    expect(mining.body.rate.countedReferrals).toBe(MINING.maxCountedReferrals);
    expect(mining.body.rate.referrals).toBe((BigInt(MINING.maxCountedReferrals) * MINING.referralBonusNano).toString());
    expect((await referrer.client.get('/api/referrals')).body.activeCount).toBe(MINING.maxCountedReferrals + extra);
  });

  it('a referral code that matches nobody signs up without a referrer', async () => {
    const { user } = await registerUser(t.baseUrl, t.sent, { referralCode: 'NOBODY1' });
    const row = await t.db.query('SELECT referred_by FROM users WHERE id = $1', [user.id]);
    expect(row.rows[0].referred_by).toBeNull();
  });

  it('pages the ledger newest first with a cursor', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    for (let i = 0; i < 3; i++) {
      await client.post('/api/mining/start');
      t.clock.advance(HOUR_MS);
      await client.post('/api/mining/stop');
    }
    const first = await client.get('/api/ledger?limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await client.get(`/api/ledger?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    expect(BigInt(first.body.items[0].id)).toBeGreaterThan(BigInt(second.body.items[0].id));
  });
});
