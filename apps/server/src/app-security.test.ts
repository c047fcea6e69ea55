import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, STRONG_PASSWORD, uniqueUser } from '#server-test/api-client.ts';
import { startLoggedApp, type LoggedApp } from '#server-test/logged-app.ts';
import { solvedChallenge } from '#server-test/solved-challenge.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { findSessionUsers } from '#server/modules/account/sign-in/auth.repository.ts';
import { findUserByEmail, findUserById } from '#server/modules/users/users.repository.ts';

/** A server whose structured logs (info level, request logging on) are captured for inspection. */
let t: TestApp;
let logged: LoggedApp;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  logged = await startLoggedApp(t, 'info', { TRUST_PROXY: '1' });
  baseUrl = logged.baseUrl;
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

describe('secrets stay out of the logs', () => {
  it('logs requests without passwords, session tokens, cookies or email tokens', async () => {
    const identity = uniqueUser('logs');
    const client = new ApiClient(baseUrl);
    await client.post('/api/auth/register', { ...identity, confirmPassword: STRONG_PASSWORD });
    const bearer = await new ApiClient(baseUrl).post('/api/auth/login', { email: identity.email, password: STRONG_PASSWORD, bearer: true });
    await new ApiClient(baseUrl).request('GET', '/api/me', undefined, { authorization: `Bearer ${bearer.body.token}` });
    await client.get('/api/me');
    const token = new URL(logged.sent.at(-1)!.link).searchParams.get('token')!;
    await client.post('/api/auth/verify-email', { token });
    expect(logged.logs()).toContain('"url":"/api/me"');
    expect(logged.logs()).not.toContain(STRONG_PASSWORD);
    expect(logged.logs()).not.toContain(bearer.body.token);
    expect(logged.logs()).not.toContain(client.cookie!.split('=')[1]!);
    expect(logged.logs()).not.toContain(token);
  });
});

describe('session cookies', () => {
  it('are httpOnly and SameSite=Lax, and Secure behind https', async () => {
    const identity = uniqueUser('cookie');
    const plain = await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...identity, confirmPassword: STRONG_PASSWORD, altcha: await solvedChallenge(baseUrl) }) });
    const [session, signedIn] = plain.headers.getSetCookie();
    expect(session).toMatch(/^fre_session=/);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    // Its readable companion holds no secret: it only tells the app a session is there.
    expect(signedIn).toMatch(/^fre_signed_in=1;/);
    expect(signedIn).not.toMatch(/HttpOnly/i);
    const tls = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' }, body: JSON.stringify({ email: identity.email, password: STRONG_PASSWORD }) });
    for (const cookie of tls.headers.getSetCookie()) expect(cookie).toMatch(/Secure/i);
  });

  it('are both cleared at sign-out and when a session is no longer valid', async () => {
    const client = new ApiClient(baseUrl);
    await client.post('/api/auth/register', { ...uniqueUser('clear'), confirmPassword: STRONG_PASSWORD });
    const cookie = client.cookie!;
    const out = await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie, origin: baseUrl } });
    const cleared = out.headers.getSetCookie();
    expect(cleared.map((line) => line.split('=')[0])).toEqual(['fre_session', 'fre_signed_in']);
    for (const line of cleared) expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
    const stale = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
    expect(stale.status).toBe(401);
    expect(stale.headers.getSetCookie().map((line) => line.split('=')[0])).toEqual(['fre_session', 'fre_signed_in']);
  });
});

describe('password hashes', () => {
  it('are read by signing in only: a request\'s user and the user reads carry none', async () => {
    const identity = uniqueUser('hash');
    const client = new ApiClient(t.baseUrl);
    const registered = await client.post('/api/auth/register', { ...identity, confirmPassword: STRONG_PASSWORD });
    const token = client.cookie!.split('=')[1]!;
    const [sessionUser] = await findSessionUsers(t.db, [{ tokenHash: hashToken(token), now: new Date() }]);
    expect(sessionUser?.user.id).toBe(registered.body.user.id);
    expect(sessionUser?.user).not.toHaveProperty('password_hash');
    expect(await findUserById(t.db, registered.body.user.id)).not.toHaveProperty('password_hash');
    expect((await findUserByEmail(t.db, identity.email))?.password_hash).toMatch(/^\$argon2id\$/);
  });
});
