/** The proof-of-work challenge: issued signed and short-lived, priced by network, spent once. */
import { createChallenge } from 'altcha-lib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALTCHA_MAX_LENGTH, BOT_CHALLENGE, HOUR_MS, MINUTE_MS } from '@fre/domain';
import { ApiClient, STRONG_PASSWORD, uniqueUser } from '#server-test/api-client.ts';
import { CHEAP_BOT_CHALLENGE, solve, solvedChallenge } from '#server-test/solved-challenge.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { loadConfig } from '#server/config.ts';
import { backgroundJobs } from '#server/composition/jobs.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';

let t: TestApp;
beforeAll(async () => {
  // The request IP comes from X-Forwarded-For, as behind a reverse proxy.
  t = await startTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const BASE = Number(CHEAP_BOT_CHALLENGE.BOT_CHALLENGE_BASE_COST);
const CAP = Number(CHEAP_BOT_CHALLENGE.BOT_CHALLENGE_MAX_COST);
const from = (ip: string) => ({ 'x-forwarded-for': ip });
/** A client that sends bodies exactly as given. */
const raw = (language = 'fr') => new ApiClient(t.baseUrl, language, { challenges: false });
const signUpBody = (extra: Record<string, unknown> = {}) => {
  const identity = uniqueUser('pow');
  return { ...identity, confirmPassword: STRONG_PASSWORD, ...extra };
};
const challengeFrom = async (ip: string) => (await fetch(`${t.baseUrl}/api/auth/challenge`, { headers: from(ip) })).json();
const decode = (altcha: string) => JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'));
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const accounts = async (email: string) => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM users WHERE email = $1', [email])).rows[0]!.n);

describe('GET /api/auth/challenge', () => {
  it("answers ALTCHA's challenge JSON, never cached, expiring in a few minutes", async () => {
    const response = await fetch(`${t.baseUrl}/api/auth/challenge`, { headers: from('192.0.2.1') });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = await response.json();
    expect(Object.keys(challenge).sort()).toEqual(['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: BASE });
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(/^[0-9a-f]{24}\?expires=(\d+)&$/.exec(challenge.salt)![1]) * 1000;
    expect(Math.abs(expires - (t.clock.now().getTime() + BOT_CHALLENGE.expiresMs))).toBeLessThan(2_000);
  });

  it('costs more with each recent sign-up from the same network prefix, up to the cap, and not for another prefix', async () => {
    expect((await challengeFrom('203.0.113.9')).maxnumber).toBe(BASE);
    const costs = [];
    for (let i = 1; i <= 4; i++) {
      const signedUp = await raw().request('POST', '/api/auth/register', signUpBody({ altcha: await solvedChallenge(t.baseUrl) }), from(`203.0.113.${i}`));
      expect(signedUp.status).toBe(201);
      costs.push((await challengeFrom('203.0.113.200')).maxnumber);
    }
    expect(costs).toEqual([BASE * 2, BASE * 4, CAP, CAP]);
    expect((await challengeFrom('203.0.114.9')).maxnumber).toBe(BASE);
    // Sign-ups older than the window no longer count.
    t.clock.advance(HOUR_MS + MINUTE_MS);
    expect((await challengeFrom('203.0.113.200')).maxnumber).toBe(BASE);
  });
});

describe('a guarded request', () => {
  it('without a challenge answers 400 challenge_required, translated, before anything else', async () => {
    const taken = signUpBody();
    expect((await raw().post('/api/auth/register', { ...taken, altcha: await solvedChallenge(t.baseUrl) })).status).toBe(201);
    // The nickname is taken, but the challenge is checked first.
    const response = await raw('en').post('/api/auth/register', { ...signUpBody(), nickname: taken.nickname });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'challenge_required', message: 'A short anti-bot check is needed to continue. Please try again.', requestId: expect.any(String) });
    const empty = await raw().post('/api/auth/register', { ...signUpBody(), altcha: '' });
    expect(empty.body.error).toMatchObject({ code: 'challenge_required', message: 'Une courte vérification anti-robot est nécessaire pour continuer. Réessayez.' });
    const reset = await raw('zh').post('/api/auth/password-reset', { email: taken.email });
    expect(reset.body.error).toEqual({ code: 'challenge_required', message: '需要完成一次简短的人机验证才能继续，请重试。', requestId: expect.any(String) });
    expect(t.sent.filter((mail) => mail.to === taken.email)).toHaveLength(1);
  });

  it('with a solved challenge goes through: sign-up 201, reset 202', async () => {
    const body = signUpBody();
    expect((await raw().post('/api/auth/register', { ...body, altcha: await solvedChallenge(t.baseUrl) })).status).toBe(201);
    expect((await raw().post('/api/auth/password-reset', { email: body.email, altcha: await solvedChallenge(t.baseUrl) })).status).toBe(202);
    expect(t.sent.filter((mail) => mail.to === body.email).at(-1)!.link).toContain('/reset-password?token=');
  });

  it.each([
    ['not base64', () => 'not base64!'],
    ['base64 of something else', () => encode({ hello: 'world' })],
    ['a wrong number', async () => {
      const payload = decode(await solvedChallenge(t.baseUrl));
      return encode({ ...payload, number: payload.number + 1 });
    }],
    ['a later expiry written into the salt', async () => {
      const payload = decode(await solvedChallenge(t.baseUrl));
      return encode({ ...payload, salt: payload.salt.replace(/expires=(\d+)/, (_: string, s: string) => `expires=${Number(s) + 3600}`) });
    }],
    ['another algorithm', async () => encode({ ...decode(await solvedChallenge(t.baseUrl)), algorithm: 'SHA-1' })],
    ['a challenge signed with another key', async () => {
      const forged = await createChallenge({ hmacKey: 'not-our-key', maxnumber: 100, expires: new Date(t.clock.now().getTime() + 60_000) });
      return solve(forged);
    }],
  ])('refuses %s with challenge_invalid and creates nothing', async (_, altcha) => {
    const body = signUpBody({ altcha: await altcha() });
    const response = await raw('es').post('/api/auth/register', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'challenge_invalid', message: 'La verificación antibots ha fallado o ha caducado. Vuelve a intentarlo.', requestId: expect.any(String) });
    expect(await accounts(body.email)).toBe(0);
  });

  it('refuses an oversized one as a validation error of the altcha field', async () => {
    const response = await raw('ru').post('/api/auth/register', signUpBody({ altcha: 'A'.repeat(ALTCHA_MAX_LENGTH + 1) }));
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details.fields.altcha).toEqual({ code: 'challenge_invalid', message: 'Проверка на робота не пройдена или устарела. Попробуйте ещё раз.' });
  });

  it('refuses a solution sent after the challenge expired', async () => {
    const altcha = await solvedChallenge(t.baseUrl);
    t.clock.advance(BOT_CHALLENGE.expiresMs + 1_000);
    expect((await raw().post('/api/auth/register', signUpBody({ altcha }))).body.error.code).toBe('challenge_invalid');
  });

  it('accepts a solution once: replayed, even for another request, it is refused', async () => {
    const altcha = await solvedChallenge(t.baseUrl);
    expect((await raw().post('/api/auth/register', signUpBody({ altcha }))).status).toBe(201);
    expect((await raw().post('/api/auth/register', signUpBody({ altcha }))).body.error.code).toBe('challenge_invalid');
    expect((await raw().post('/api/auth/password-reset', { email: 'someone@example.test', altcha })).body.error.code).toBe('challenge_invalid');
  });

  it('lets exactly one of 20 parallel sign-ups carrying the same solution through', async () => {
    const altcha = await solvedChallenge(t.baseUrl);
    const bodies = Array.from({ length: 20 }, () => signUpBody({ altcha }));
    const responses = await Promise.all(bodies.map((body) => raw().post('/api/auth/register', body)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.body.error?.code === 'challenge_invalid')).toHaveLength(19);
    const created = await Promise.all(bodies.map((body) => accounts(body.email)));
    expect(created.reduce((sum, n) => sum + n, 0)).toBe(1);
  });
});

// Last: it moves the clock past every challenge and failure made above.
describe('the sweep job', () => {
  it('deletes spent challenges once expired and failures once out of their window', async () => {
    await raw().post('/api/auth/register', signUpBody({ altcha: await solvedChallenge(t.baseUrl) }));
    await raw().post('/api/auth/login', { email: 'nobody@example.test', password: 'Wrong1!pass' });
    const count = async (table: string) => Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
    expect(await count('spent_bot_challenges')).toBeGreaterThan(0);
    expect(await count('bot_challenge_failures')).toBeGreaterThan(0);
    t.clock.advance(BOT_CHALLENGE.failureWindowMs + MINUTE_MS);
    const log = pino({ level: 'silent' });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://unused/x', FRE_DATA_DIR: '.tmp/test-data' });
    const jobs = await backgroundJobs({ config, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, log });
    const job = jobs.find((candidate) => candidate.name === 'bot-challenge-sweep')!;
    expect(await createJobRunner(t.db, log).turn(job)).toBe('ran');
    expect(await count('spent_bot_challenges')).toBe(0);
    expect(await count('bot_challenge_failures')).toBe(0);
  });
});
