/** Sign-in and bonus-code redemption: free at first, a challenge after recent failures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_CHALLENGE } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, STRONG_PASSWORD, registerUser } from '#server-test/api-client.ts';
import { createBonusCode } from '#server-test/bonus-code-helpers.ts';
import { solvedChallenge } from '#server-test/solved-challenge.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { nano } from '#server-test/money-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // The request IP comes from X-Forwarded-For, as behind a reverse proxy.
  t = await startTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
/** A client that sends bodies exactly as given. */
const raw = () => new ApiClient(t.baseUrl, 'fr', { challenges: false });
const signIn = (body: Record<string, unknown>, ip: string) => raw().request('POST', '/api/auth/login', body, from(ip));
const WRONG = 'Wrong1!pass';

describe('sign-in', () => {
  it(`needs a challenge from the ${BOT_CHALLENGE.signInAccountFailures}nd recent failure of the address on, and not after a success`, async () => {
    const { identity } = await registerUser(t.baseUrl, t.sent);
    const ip = '198.51.100.7';
    expect((await signIn({ email: identity.email, password: WRONG }, ip)).status).toBe(401);
    expect((await signIn({ email: identity.email, password: WRONG }, ip)).status).toBe(401);
    const required = await signIn({ email: identity.email, password: STRONG_PASSWORD }, ip);
    expect(required.status).toBe(400);
    expect(required.body.error).toEqual({ code: 'challenge_required', message: 'Une courte vérification anti-robot est nécessaire pour continuer. Réessayez.', requestId: expect.any(String) });
    // A wrong password with a solved challenge is still just a wrong password.
    expect((await signIn({ email: identity.email, password: WRONG, altcha: await solvedChallenge(t.baseUrl) }, ip)).body.error.code).toBe('invalid_credentials');
    expect((await signIn({ email: identity.email, password: STRONG_PASSWORD, altcha: 'bad' }, ip)).body.error.code).toBe('challenge_invalid');
    expect((await signIn({ email: identity.email, password: STRONG_PASSWORD, altcha: await solvedChallenge(t.baseUrl) }, ip)).status).toBe(200);
    // The success forgets the address's failures.
    expect((await signIn({ email: identity.email, password: STRONG_PASSWORD }, ip)).status).toBe(200);
  });

  it('treats an unknown address like a known one', async () => {
    const email = `nobody.${Date.now()}@example.test`;
    const ip = '198.51.101.7';
    expect((await signIn({ email, password: WRONG }, ip)).status).toBe(401);
    expect((await signIn({ email, password: WRONG }, ip)).status).toBe(401);
    expect((await signIn({ email, password: WRONG }, ip)).body.error.code).toBe('challenge_required');
  });

  it('needs a challenge for every address of a network prefix after its failures, not for another prefix', async () => {
    const { identity } = await registerUser(t.baseUrl, t.sent);
    for (let i = 0; i < BOT_CHALLENGE.signInNetworkFailures; i++) {
      expect((await signIn({ email: `guess${i}.${Date.now()}@example.test`, password: WRONG }, `192.0.2.${i + 1}`)).status).toBe(401);
    }
    expect((await signIn({ email: identity.email, password: STRONG_PASSWORD }, '192.0.2.250')).body.error.code).toBe('challenge_required');
    expect((await signIn({ email: identity.email, password: STRONG_PASSWORD }, '192.0.3.250')).status).toBe(200);
  });

  it('looks at no password when a needed challenge is missing', async () => {
    const { identity, user } = await registerUser(t.baseUrl, t.sent);
    const ip = '198.51.102.7';
    await signIn({ email: identity.email, password: WRONG }, ip);
    await signIn({ email: identity.email, password: WRONG }, ip);
    const failures = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM login_failures WHERE user_id = $1', [user.id])).rows[0]!.n);
    expect(await failures()).toBe(2);
    // Refused before the password is looked at: the lockout's count does not move.
    expect((await signIn({ email: identity.email, password: WRONG }, ip)).body.error.code).toBe('challenge_required');
    expect(await failures()).toBe(2);
  });
});

describe('bonus-code redemption', () => {
  it(`needs a challenge once ${BOT_CHALLENGE.bonusCodeFailures} codes were refused, not before`, async () => {
    const admin = await adminClient(t);
    const code = await createBonusCode(admin, { type: 'fre', rewardValue: nano('5') });
    const { client } = await registerUser(t.baseUrl, t.sent);
    const player = raw();
    player.cookie = client.cookie;
    expect((await player.post('/api/bonus-codes/redeem', { code: 'NOPE1' })).body.error.code).toBe('bonus_code_invalid');
    expect((await player.post('/api/bonus-codes/redeem', { code: 'NOPE2' })).body.error.code).toBe('bonus_code_invalid');
    const required = await player.post('/api/bonus-codes/redeem', { code: code.code });
    expect(required.status).toBe(400);
    expect(required.body.error.code).toBe('challenge_required');
    const redeemed = await player.post('/api/bonus-codes/redeem', { code: code.code, altcha: await solvedChallenge(t.baseUrl) });
    expect(redeemed.status).toBe(200);
    // Another player is not affected.
    const other = await registerUser(t.baseUrl, t.sent);
    const fresh = raw();
    fresh.cookie = other.client.cookie;
    expect((await fresh.post('/api/bonus-codes/redeem', { code: code.code })).status).toBe(200);
  });
});
