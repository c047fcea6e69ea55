import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT } from '@fre/domain';
import { ApiClient, STRONG_PASSWORD, registerUser, uniqueUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const register = (client: ApiClient, body: Record<string, unknown>) => client.post('/api/auth/register', body);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('registration', () => {
  it('creates an unverified user with a referral code shaped from the nickname and sends the link', async () => {
    const identity = uniqueUser('zoe');
    const client = new ApiClient(t.baseUrl);
    const response = await register(client, { ...identity, confirmPassword: identity.password });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ emailVerified: false, role: 'user', level: 0, balance: '0', language: 'fr' });
    expect(response.body.user.referralCode).toMatch(/^ZOE[A-Z0-9]{3}$/);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const mail = t.sent.find((m) => m.to === identity.email)!;
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.link).toMatch(/\/verify-email\?token=/);
    expect((await client.get('/api/me')).body.user.email).toBe(identity.email);
  });

  it('sends the email in the language asked for', async () => {
    const identity = uniqueUser('lang');
    const response = await register(new ApiClient(t.baseUrl, 'en'), { ...identity, confirmPassword: identity.password });
    expect(response.body.user.language).toBe('en');
    expect(t.sent.find((m) => m.to === identity.email)!.subject).toBe('Confirm your email address');
  });

  it('refuses a taken nickname (any case) and a used email with their codes', async () => {
    const first = uniqueUser('dup');
    const client = new ApiClient(t.baseUrl, 'en');
    await register(client, { ...first, confirmPassword: first.password });
    const sameNick = await register(client, { ...uniqueUser(), nickname: first.nickname.toUpperCase(), confirmPassword: STRONG_PASSWORD, password: STRONG_PASSWORD });
    expect(sameNick.status).toBe(409);
    expect(sameNick.body.error).toMatchObject({ code: 'nickname_taken', message: 'This username is already taken' });
    const sameEmail = await register(client, { ...uniqueUser(), email: first.email.toUpperCase(), confirmPassword: STRONG_PASSWORD, password: STRONG_PASSWORD });
    expect(sameEmail.body.error.code).toBe('email_in_use');
  });

  it.each([
    ['password', 'weak_password', { password: 'alllowercase1!', confirmPassword: 'alllowercase1!' }],
    ['password', 'weak_password', { password: 'Sh0rt!', confirmPassword: 'Sh0rt!' }],
    ['confirmPassword', 'password_mismatch', { confirmPassword: 'Other1!pass' }],
    ['email', 'invalid_email', { email: 'not-an-email' }],
    ['nickname', 'required', { nickname: undefined }],
  ])('reports %s as %s', async (field, code, override) => {
    const identity = uniqueUser();
    const response = await register(new ApiClient(t.baseUrl), { ...identity, confirmPassword: identity.password, ...override });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details.fields[field].code).toBe(code);
    expect(response.body.error.details.fields[field].message).not.toBe(code);
  });
});

describe('throwaway addresses', () => {
  const withEmail = (email: string) => ({ ...uniqueUser('tmp'), email, confirmPassword: STRONG_PASSWORD });
  const accountsWith = async (email: string) => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM users WHERE email = $1', [email])).rows[0]!.n);

  it.each(['x@mailinator.com', 'x@foo.mailinator.com', ' X@Foo.MAILINATOR.com '])('refuses %s on the email field, in French, and keeps nothing', async (email) => {
    const response = await register(new ApiClient(t.baseUrl), withEmail(email));
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details.fields.email).toEqual({
      code: 'email_disposable',
      message: 'Les adresses e-mail jetables ne sont pas acceptées : utilisez votre adresse habituelle.',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await accountsWith(email.trim().toLowerCase())).toBe(0);
    expect(t.sent.some((mail) => mail.to.toLowerCase().includes('mailinator'))).toBe(false);
  });

  it('accepts a usual address', async () => {
    const email = `x.${Date.now().toString(36)}@gmail.com`;
    expect((await register(new ApiClient(t.baseUrl), withEmail(email))).status).toBe(201);
  });

  it('accepts a listed domain named in DISPOSABLE_EMAIL_ALLOW', async () => {
    const allowing = await startTestApp({ DISPOSABLE_EMAIL_ALLOW: 'mailinator.com' });
    try {
      const response = await register(new ApiClient(allowing.baseUrl), withEmail('x@team.mailinator.com'));
      expect(response.status).toBe(201);
      expect(response.body.user.email).toBe('x@team.mailinator.com');
      expect((await register(new ApiClient(allowing.baseUrl), withEmail('x@yopmail.com'))).body.error.details.fields.email.code).toBe('email_disposable');
    } finally {
      await allowing.close();
    }
  });
});

describe('email verification', () => {
  it('verifies once with the emailed token; the token cannot be reused', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent, { verify: false });
    const link = t.sent.find((m) => m.to === identity.email)!.link;
    const first = await client.post('/api/auth/verify-email', { token: tokenOf(link) });
    expect(first.status).toBe(200);
    expect(first.body.user.emailVerified).toBe(true);
    const second = await client.post('/api/auth/verify-email', { token: tokenOf(link) });
    expect(second.body.error.code).toBe('invalid_token');
  });

  it('resends a fresh link, at most once a minute', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent, { verify: false });
    expect((await client.post('/api/auth/resend-verification')).status).toBe(429);
    t.clock.advance(61_000);
    expect((await client.post('/api/auth/resend-verification')).status).toBe(202);
    expect(t.sent.filter((m) => m.to === identity.email)).toHaveLength(2);
  });

  it('needs a session to resend', async () => {
    const response = await new ApiClient(t.baseUrl).post('/api/auth/resend-verification');
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'unauthenticated', message: 'Utilisateur non connecté' });
  });
});

describe('login', () => {
  it('logs in with a cookie or a bearer token, and logs out', async () => {
    const { identity } = await registerUser(t.baseUrl, t.sent);
    const browser = new ApiClient(t.baseUrl);
    const login = await browser.post('/api/auth/login', { email: identity.email, password: identity.password });
    expect(login.status).toBe(200);
    expect(login.body.token).toBeUndefined();
    expect((await browser.get('/api/me')).status).toBe(200);
    expect((await browser.post('/api/auth/logout')).status).toBe(204);
    expect((await browser.get('/api/me')).status).toBe(401);

    const app = new ApiClient(t.baseUrl);
    const bearer = await app.post('/api/auth/login', { email: identity.email, password: identity.password, bearer: true });
    expect(bearer.body.token).toEqual(expect.any(String));
    const me = await app.request('GET', '/api/me', undefined, { authorization: `Bearer ${bearer.body.token}` });
    expect(me.body.user.email).toBe(identity.email);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { identity } = await registerUser(t.baseUrl, t.sent);
    const client = new ApiClient(t.baseUrl);
    const wrong = await client.post('/api/auth/login', { email: identity.email, password: 'Wrong1!pass' });
    const unknown = await client.post('/api/auth/login', { email: `nobody.${identity.email}`, password: 'Wrong1!pass' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    // The same answer but for the request's own id (X-Request-Id, echoed in every error body).
    const withoutRequestId = (body: { error: Record<string, unknown> }) => ({ error: { ...body.error, requestId: undefined } });
    expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(wrong.body));
  });

  it('10 parallel wrong-password logins leave the account locked after 5, until the window passes', async () => {
    const { identity } = await registerUser(t.baseUrl, t.sent);
    const client = new ApiClient(t.baseUrl);
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/auth/login', { email: identity.email, password: 'Wrong1!pass' })),
    );
    const codes = attempts.map((r) => r.body.error.code);
    expect(codes.filter((c) => c === 'invalid_credentials')).toHaveLength(ACCOUNT.maxLoginAttempts);
    expect(codes.filter((c) => c === 'too_many_attempts')).toHaveLength(10 - ACCOUNT.maxLoginAttempts);
    const right = await client.post('/api/auth/login', { email: identity.email, password: identity.password });
    expect(right.body.error.code).toBe('too_many_attempts');
    t.clock.advance(ACCOUNT.loginLockWindowMs + 1_000);
    expect((await client.post('/api/auth/login', { email: identity.email, password: identity.password })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers 202 for anyone, and a reset link sets the password and ends every session', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    const anonymous = new ApiClient(t.baseUrl);
    expect((await anonymous.post('/api/auth/password-reset', { email: 'nobody@example.test' })).status).toBe(202);
    expect((await anonymous.post('/api/auth/password-reset', { email: identity.email })).status).toBe(202);
    const mail = t.sent.filter((m) => m.to === identity.email).at(-1)!;
    expect(mail.link).toContain('/reset-password?token=');
    const newPassword = 'N3w!password';
    const confirmed = await anonymous.post('/api/auth/password-reset/confirm', { token: tokenOf(mail.link), password: newPassword });
    expect(confirmed.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await anonymous.post('/api/auth/login', { email: identity.email, password: newPassword })).status).toBe(200);
    const reused = await anonymous.post('/api/auth/password-reset/confirm', { token: tokenOf(mail.link), password: newPassword });
    expect(reused.body.error.code).toBe('invalid_token');
  });
});

describe('profile', () => {
  it('updates nickname, language and tutorial flags, refusing a taken nickname', async () => {
    const other = await registerUser(t.baseUrl, t.sent);
    const { client } = await registerUser(t.baseUrl, t.sent);
    const updated = await client.patch('/api/me', { language: 'zh', tutorialSkipped: true, telegramUsername: '@fre_miner' });
    expect(updated.body.user).toMatchObject({ language: 'zh', tutorialSkipped: true, telegramUsername: 'fre_miner' });
    const taken = await client.patch('/api/me', { nickname: other.identity.nickname });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('nickname_taken');
    const unknownField = await client.patch('/api/me', { role: 'admin' });
    expect(unknownField.status).toBe(400);
    expect((await client.get('/api/me')).body.user.role).toBe('user');
  });
});
