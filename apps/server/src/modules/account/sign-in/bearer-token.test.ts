import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser, uniqueUser } from '#server-test/api-client.ts';
import { reauthenticate } from '#server-test/reauth-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { enrolTotp } from '#server-test/two-step-helpers.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { rotateBearerToken } from '#server/modules/account/sessions/sessions.repository.ts';

/** Bearer tokens for clients without a browser (decision 078): from verification, renewed, revoked. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(t.baseUrl + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The server's clock runs on between the test's reading and the request's: within a few seconds. */
const expectAbout = (at: string, expected: number) => expect(Math.abs(new Date(at).getTime() - expected)).toBeLessThan(5_000);

const refresh = (token: string) => call('POST', '/api/auth/token/refresh', token);

/** A signed-up account (cookie session kept by `client`) and its verification link's token. */
async function signedUp() {
  const identity = uniqueUser('bearer');
  const client = new ApiClient(t.baseUrl);
  const response = await client.post('/api/auth/register', { ...identity, confirmPassword: identity.password });
  expect(response.status).toBe(201);
  const link = t.sent.filter((mail) => mail.to === identity.email).at(-1)!.link;
  return { identity, client, verification: new URL(link).searchParams.get('token')! };
}

async function bearerSignIn(email: string, password: string): Promise<string> {
  const response = await call('POST', '/api/auth/login', null, { email, password, bearer: true });
  expect(response.status).toBe(200);
  return response.body.token;
}

describe('verification with a bearer token', () => {
  it('answers a working token when asked, and none otherwise', async () => {
    const asked = await signedUp();
    const verified = await call('POST', '/api/auth/verify-email', null, { token: asked.verification, bearer: true });
    expect(verified.status).toBe(200);
    expect(verified.body.user.emailVerified).toBe(true);
    const me = await call('GET', '/api/me', verified.body.token);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(asked.identity.email);

    const plain = await signedUp();
    const without = await call('POST', '/api/auth/verify-email', null, { token: plain.verification });
    expect(without.status).toBe(200);
    expect(without.body.token).toBeUndefined();
  });

  it('answers none for an account with a second factor: the link does not pass it', async () => {
    const account = await signedUp();
    await enrolTotp(t, account.client);
    const verified = await call('POST', '/api/auth/verify-email', null, { token: account.verification, bearer: true });
    expect(verified.status).toBe(200);
    expect(verified.body.user.emailVerified).toBe(true);
    expect(verified.body.token).toBeUndefined();
  });

  it('answers none for a link confirming a new address in place of the account\'s', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(player.client);
    const next = `next.${player.user.id.slice(0, 8)}@example.test`;
    expect((await player.client.post('/api/me/email', { email: next })).status).toBe(200);
    const link = new URL(t.sent.filter((mail) => mail.to === next).at(-1)!.link).searchParams.get('token');
    const confirmed = await call('POST', '/api/auth/verify-email', null, { token: link, bearer: true });
    expect(confirmed.body).toMatchObject({ replaced: true, user: { email: next } });
    expect(confirmed.body.token).toBeUndefined();
  });
});

describe('renewal', () => {
  it('rotates the token on the same session: the old one refused, the device list keeps its entry', async () => {
    const { identity } = await signedUp();
    const first = await bearerSignIn(identity.email, identity.password);
    const before = await call('GET', '/api/me/sessions', first);
    const entry = before.body.sessions.find((session: { current: boolean }) => session.current);

    const renewed = await refresh(first);
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).not.toBe(first);
    expectAbout(renewed.body.expiresAt, t.clock.now().getTime() + ACCOUNT.sessionTtlMs);

    expect((await call('GET', '/api/me', first)).status).toBe(401);
    expect((await refresh(first)).status).toBe(401);
    const after = await call('GET', '/api/me/sessions', renewed.body.token);
    expect(after.status).toBe(200);
    expect(after.body.sessions.map((session: { id: string }) => session.id)).toEqual(before.body.sessions.map((session: { id: string }) => session.id));
    expect(after.body.sessions.find((session: { current: boolean }) => session.current).id).toBe(entry.id);
  });

  it('keeps a session alive past the token\'s life, never past the absolute limit from sign-in', async () => {
    const { identity } = await signedUp();
    const signedInAt = t.clock.now().getTime();
    let token = await bearerSignIn(identity.email, identity.password);
    for (let step = 0; step < 3; step++) {
      t.clock.advance(ACCOUNT.sessionTtlMs - DAY_MS);
      const renewed = await refresh(token);
      expect(renewed.status).toBe(200);
      token = renewed.body.token;
      expectAbout(renewed.body.expiresAt, Math.min(t.clock.now().getTime() + ACCOUNT.sessionTtlMs, signedInAt + ACCOUNT.sessionMaxAgeMs));
    }
    const last = await refresh(token);
    expectAbout(last.body.expiresAt, signedInAt + ACCOUNT.sessionMaxAgeMs);
    token = last.body.token;
    t.clock.advance(new Date(last.body.expiresAt).getTime() - t.clock.now().getTime());
    expect((await call('GET', '/api/me', token)).status).toBe(401);
  });

  it('refuses an expired token, a revoked one, and a cookie session', async () => {
    const { identity, client } = await signedUp();
    const expiring = await bearerSignIn(identity.email, identity.password);
    t.clock.advance(ACCOUNT.sessionTtlMs);
    const expired = await refresh(expiring);
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('unauthenticated');

    const other = await bearerSignIn(identity.email, identity.password);
    const revoked = await bearerSignIn(identity.email, identity.password);
    const list = await call('GET', '/api/me/sessions', revoked);
    const id = list.body.sessions.find((session: { current: boolean }) => session.current).id;
    expect((await call('DELETE', `/api/me/sessions/${id}`, other)).status).toBe(204);
    expect((await refresh(revoked)).status).toBe(401);
    expect((await call('GET', '/api/me/sessions', other)).body.sessions.map((session: { id: string }) => session.id)).not.toContain(id);

    await client.post('/api/auth/login', { email: identity.email, password: identity.password });
    const byCookie = await client.post('/api/auth/token/refresh');
    expect(byCookie.status).toBe(401);
    expect(byCookie.body.error.code).toBe('unauthenticated');
  });

  it('renews during maintenance, as signing in still works then', async () => {
    const { identity } = await signedUp();
    const token = await bearerSignIn(identity.email, identity.password);
    const admin = await adminClient(t);
    expect((await admin.client.patch('/api/admin/settings', { maintenance: true })).status).toBe(200);
    try {
      expect((await call('POST', '/api/mining/start', token)).status).toBe(503);
      expect((await refresh(token)).status).toBe(200);
    } finally {
      await admin.client.patch('/api/admin/settings', { maintenance: false });
    }
  });

  it('gives one new token for parallel renewals of one token', async () => {
    const { identity } = await signedUp();
    const token = await bearerSignIn(identity.email, identity.password);
    const answers = await Promise.all(Array.from({ length: 12 }, () => refresh(token)));
    const renewed = answers.filter((answer) => answer.status === 200);
    expect(renewed).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(11);
    expect((await call('GET', '/api/me', renewed[0]!.body.token)).status).toBe(200);
  });

  it('rotates once when renewals that all found the session live reach the database together', async () => {
    const { identity } = await signedUp();
    const token = await bearerSignIn(identity.email, identity.password);
    const sessionId = (await call('GET', '/api/me/sessions', token)).body.sessions.find((session: { current: boolean }) => session.current).id;
    const rotations = await Promise.all(Array.from({ length: 12 }, (_, i) => rotateBearerToken(t.db, {
      sessionId, presentedHash: hashToken(token), newHash: hashToken(`${token}-${i}`), now: t.clock.now(), ttlMs: ACCOUNT.sessionTtlMs, maxAgeMs: ACCOUNT.sessionMaxAgeMs,
    })));
    expect(rotations.filter((expiresAt) => expiresAt !== null)).toHaveLength(1);
  });
});

describe('guessing tokens', () => {
  const LIMIT = 8;
  const POOL = 3;
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) }, { poolSize: POOL });
  });
  afterAll(() => limited.close());

  it('answers more parallel wrong tokens than the pool has connections with 401 then 429, and still renews a real one', async () => {
    const identity = uniqueUser('guess');
    const client = new ApiClient(limited.baseUrl);
    expect((await client.post('/api/auth/register', { ...identity, confirmPassword: identity.password })).status).toBe(201);
    const signIn = await fetch(`${limited.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: identity.email, password: identity.password, bearer: true }) });
    const { token } = (await signIn.json()) as { token: string };

    const guesses = await Promise.all(Array.from({ length: POOL * 10 }, (_, i) => fetch(`${limited.baseUrl}/api/auth/token/refresh`, {
      method: 'POST', headers: { authorization: `Bearer guessed-token-${i}-${'x'.repeat(40)}` },
    })));
    const statuses = guesses.map((response) => response.status);
    // Each operation has its own count: the sign-up and sign-in before did not spend this one's.
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(POOL * 10 - LIMIT);
    for (const response of guesses) await response.body?.cancel();

    // The limiter counts a signed-in caller by account, not by the guessing address.
    const renewed = await fetch(`${limited.baseUrl}/api/auth/token/refresh`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(renewed.status).toBe(200);
  });
});
