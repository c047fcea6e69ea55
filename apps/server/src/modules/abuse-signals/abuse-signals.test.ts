/** Sign-up and sign-in signals: keyed hashes only, grouped by network, timed, and deleted on time. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { ABUSE_SIGNALS, DAY_MS, MINUTE_MS } from '@fre/domain';
import { ApiClient, STRONG_PASSWORD, uniqueUser, type ApiResponse } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { loadConfig } from '#server/config.ts';
import { backgroundJobs } from '#server/composition/jobs.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { AdjustableClock } from '#server/lib/clock.ts';

let t: TestApp;
beforeAll(async () => {
  // The request IP comes from X-Forwarded-For, as behind a reverse proxy.
  t = await startTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const HEX64 = /^[0-9a-f]{64}$/;

interface SignalRow {
  kind: 'sign_up' | 'sign_in';
  at: Date;
  network_hash: string;
  user_agent_hash: string | null;
  device_id: string | null;
  referral_code: string | null;
  referrer_id: string | null;
  email_verified_at: Date | null;
  first_mining_at: Date | null;
  json: string;
}

async function signalsOf(userId: string): Promise<SignalRow[]> {
  const result = await t.db.query<SignalRow>('SELECT s.*, row_to_json(s)::text AS json FROM abuse_signals s WHERE user_id = $1 ORDER BY id', [userId]);
  return result.rows;
}

function from(ip: string, userAgent = FIREFOX, cookie?: string): Record<string, string> {
  return { 'x-forwarded-for': ip, 'user-agent': userAgent, ...(cookie ? { cookie } : {}) };
}

async function signUp(headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  const identity = uniqueUser('sig');
  const client = new ApiClient(t.baseUrl);
  const response = await client.request('POST', '/api/auth/register', { ...identity, confirmPassword: identity.password, ...extra }, headers);
  expect(response.status).toBe(201);
  const [signal] = await signalsOf(response.body.user.id);
  return { client, identity, response, user: response.body.user as { id: string; referralCode: string }, signal: signal! };
}

const signIn = (email: string, headers: Record<string, string>, bearer = false) =>
  new ApiClient(t.baseUrl).request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD, ...(bearer ? { bearer } : {}) }, headers);

const deviceCookieOf = (response: ApiResponse) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('fre_device='));

describe('a sign-up', () => {
  it('stores its network prefix and user-agent as keyed hashes, never the raw values', async () => {
    const { signal, response, user } = await signUp(from('203.0.113.77', FIREFOX));
    expect(signal).toMatchObject({ kind: 'sign_up', referral_code: null, referrer_id: null, email_verified_at: null, first_mining_at: null });
    expect(signal.network_hash).toMatch(HEX64);
    expect(signal.user_agent_hash).toMatch(HEX64);
    expect(signal.network_hash).not.toBe(signal.user_agent_hash);
    for (const raw of ['203.0.113.77', '203.0.113', FIREFOX, 'Firefox', 'Mozilla']) expect(signal.json).not.toContain(raw);
    // The device id in the row is the one the browser was given.
    expect(deviceCookieOf(response)).toBe(`fre_device=${signal.device_id}; Max-Age=${ABUSE_SIGNALS.deviceCookieDays * 86_400}; Path=/; HttpOnly; SameSite=Lax`);
    // The session cookie stays the first one of the answer.
    expect(response.headers.getSetCookie()[0]).toMatch(/^fre_session=/);
    expect(signal.at.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await signalsOf(user.id))).toHaveLength(1);
  });

  it('gives the same prefix hash to two sign-ups from one /24, another to a different /24', async () => {
    const first = await signUp(from('198.51.100.10', FIREFOX));
    const sameNetwork = await signUp(from('198.51.100.200', CHROME));
    const otherNetwork = await signUp(from('198.51.101.10', FIREFOX));
    expect(sameNetwork.signal.network_hash).toBe(first.signal.network_hash);
    expect(otherNetwork.signal.network_hash).not.toBe(first.signal.network_hash);
    // The user-agent is its own signal.
    expect(otherNetwork.signal.user_agent_hash).toBe(first.signal.user_agent_hash);
    expect(sameNetwork.signal.user_agent_hash).not.toBe(first.signal.user_agent_hash);
  });

  it('groups IPv6 addresses by /48', async () => {
    const first = await signUp(from('2001:db8:aa:1::1'));
    const sameSite = await signUp(from('2001:db8:aa:ffff:1234:5678:9abc:def0'));
    const otherSite = await signUp(from('2001:db8:ab:1::1'));
    expect(sameSite.signal.network_hash).toBe(first.signal.network_hash);
    expect(otherSite.signal.network_hash).not.toBe(first.signal.network_hash);
    expect(first.signal.json).not.toContain('2001:db8');
  });

  it('records the referral code used and its owner; a code that matches nobody leaves both empty', async () => {
    const referrer = await signUp(from('192.0.2.1'));
    const referred = await signUp(from('192.0.2.2'), { referralCode: referrer.user.referralCode.toLowerCase() });
    expect(referred.signal).toMatchObject({ referral_code: referrer.user.referralCode, referrer_id: referrer.user.id });
    const unknown = await signUp(from('192.0.2.3'), { referralCode: 'NOBODY99' });
    expect(unknown.signal).toMatchObject({ referral_code: null, referrer_id: null });
  });

  it('records nothing and sets no cookie when it is refused', async () => {
    const identity = uniqueUser('sigdup');
    await new ApiClient(t.baseUrl).request('POST', '/api/auth/register', { ...identity, confirmPassword: STRONG_PASSWORD }, from('192.0.2.9'));
    const before = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM abuse_signals');
    const again = await new ApiClient(t.baseUrl).request('POST', '/api/auth/register', { ...identity, confirmPassword: STRONG_PASSWORD }, from('192.0.2.9'));
    expect(again.status).toBe(409);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM abuse_signals')).rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('a sign-in', () => {
  it('stores its own row of keyed hashes', async () => {
    const { identity, user, signal: signUpRow } = await signUp(from('203.0.113.5', FIREFOX));
    const response = await signIn(identity.email, from('203.0.113.99', CHROME));
    expect(response.status).toBe(200);
    const [, row] = await signalsOf(user.id);
    expect(row).toMatchObject({ kind: 'sign_in', referral_code: null, referrer_id: null, email_verified_at: null, first_mining_at: null });
    expect(row!.network_hash).toMatch(HEX64);
    expect(row!.user_agent_hash).toMatch(HEX64);
    expect(row!.network_hash).toBe(signUpRow.network_hash);
    expect(row!.user_agent_hash).not.toBe(signUpRow.user_agent_hash);
    for (const raw of ['203.0.113.99', '203.0.113', CHROME, 'Chrome', 'Mozilla']) expect(row!.json).not.toContain(raw);
  });

  it('is not recorded when it fails', async () => {
    const { identity, user } = await signUp(from('203.0.113.6'));
    const wrong = await new ApiClient(t.baseUrl).request('POST', '/api/auth/login', { email: identity.email, password: 'Wr0ng!pass' }, from('203.0.113.6'));
    expect(wrong.status).toBe(401);
    expect(await signalsOf(user.id)).toHaveLength(1);
  });
});

describe('the device cookie', () => {
  it('is set once, then the presented id is reused and not set again', async () => {
    const { identity, response, user } = await signUp(from('192.0.2.20'));
    const cookie = deviceCookieOf(response)!.split(';')[0]!;
    const again = await signIn(identity.email, from('192.0.2.20', FIREFOX, cookie));
    expect(again.status).toBe(200);
    expect(deviceCookieOf(again)).toBeUndefined();
    // A second account made in the same browser carries the same id.
    const second = await signUp(from('192.0.2.21', FIREFOX, cookie));
    expect(deviceCookieOf(second.response)).toBeUndefined();
    const ids = [...(await signalsOf(user.id)), second.signal].map((row) => row.device_id);
    expect(ids).toEqual([cookie.slice('fre_device='.length), cookie.slice('fre_device='.length), cookie.slice('fre_device='.length)]);
  });

  it('is replaced when the presented value is not an id we could have issued', async () => {
    const { signal, response } = await signUp(from('192.0.2.30', FIREFOX, 'fre_device=../../etc'));
    expect(deviceCookieOf(response)).toMatch(new RegExp(`^fre_device=${signal.device_id};`));
    expect(signal.device_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is Secure behind https', async () => {
    const { response } = await signUp({ ...from('192.0.2.31'), 'x-forwarded-proto': 'https' });
    expect(deviceCookieOf(response)).toMatch(/; Secure/);
  });

  it('is only read, never set, by a bearer sign-in', async () => {
    const { identity, user, response } = await signUp(from('192.0.2.40'));
    const bare = await signIn(identity.email, from('192.0.2.40'), true);
    expect(bare.status).toBe(200);
    expect(bare.headers.getSetCookie()).toEqual([]);
    const cookie = deviceCookieOf(response)!.split(';')[0]!;
    await signIn(identity.email, from('192.0.2.40', FIREFOX, cookie), true);
    const [, withoutCookie, withCookie] = await signalsOf(user.id);
    expect(withoutCookie!.device_id).toBeNull();
    expect(withCookie!.device_id).toBe(cookie.slice('fre_device='.length));
  });
});

describe('timing from sign-up to mining', () => {
  it('records the verification and the first mining start, once each', async () => {
    const { client, identity, user, signal } = await signUp(from('192.0.2.50'));
    t.clock.advance(7 * MINUTE_MS);
    const token = new URL(t.sent.filter((mail) => mail.to === identity.email).at(-1)!.link).searchParams.get('token');
    expect((await client.post('/api/auth/verify-email', { token })).status).toBe(200);
    t.clock.advance(3 * MINUTE_MS);
    expect((await client.post('/api/mining/start')).status).toBe(201);
    const [timed] = await signalsOf(user.id);
    expect(timed!.email_verified_at!.getTime() - signal.at.getTime()).toBeGreaterThanOrEqual(7 * MINUTE_MS);
    expect(timed!.email_verified_at!.getTime() - signal.at.getTime()).toBeLessThan(8 * MINUTE_MS);
    expect(timed!.first_mining_at!.getTime() - timed!.email_verified_at!.getTime()).toBeGreaterThanOrEqual(3 * MINUTE_MS);
    expect(timed!.first_mining_at!.getTime() - timed!.email_verified_at!.getTime()).toBeLessThan(4 * MINUTE_MS);
    // A later session does not move the first start.
    expect((await client.post('/api/mining/stop')).status).toBe(200);
    t.clock.advance(MINUTE_MS);
    expect((await client.post('/api/mining/start')).status).toBe(201);
    const [after] = await signalsOf(user.id);
    expect(after!.first_mining_at).toEqual(timed!.first_mining_at);
  });
});

// Last: it reads the clock far ahead.
describe('retention', () => {
  it('deletes, through the job runner, the signals older than the limit and keeps the newer ones', async () => {
    const old = await signUp(from('192.0.2.60'));
    t.clock.advance(2 * DAY_MS);
    const recent = await signUp(from('192.0.2.61'));
    // The job's clock: the old row is just past the limit, the recent one two days short of it.
    const jobClock = new AdjustableClock();
    jobClock.advance(t.clock.offset - 2 * DAY_MS + ABUSE_SIGNALS.retentionDays * DAY_MS + MINUTE_MS);
    const log = pino({ level: 'silent' });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://unused/x', FRE_DATA_DIR: '.tmp/test-data' });
    const jobs = await backgroundJobs({ config, db: t.db, clock: jobClock, mailer: { send: async () => undefined }, log });
    const job = jobs.find((candidate) => candidate.name === 'abuse-signals-retention')!;
    expect(await createJobRunner(t.db, log).turn(job)).toBe('ran');
    expect(await signalsOf(old.user.id)).toEqual([]);
    expect(await signalsOf(recent.user.id)).toHaveLength(1);
    // The accounts themselves are untouched.
    expect((await t.db.query('SELECT id FROM users WHERE id = $1', [old.user.id])).rowCount).toBe(1);
  });
});
