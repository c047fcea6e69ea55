import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, TWO_STEP } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { adjustBalance, ledgerSum, type Admin, nano } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { reauthenticate, resetPassword } from '#server-test/reauth-helpers.ts';
import { ageSecondFactors, enrolTotp, nextTotpCode, totpCode } from '#server-test/two-step-helpers.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';
import { open } from './secret-box.ts';
import { loadTotpKey } from './totp-key.ts';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await startTestApp({ TON_PROOF_DOMAIN: 'localhost:3000' });
  admin = await adminClient(t);
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>) => new ApiClient(t.baseUrl).post('/api/auth/login', body);
const errorCode = (response: { body: { error?: { code?: string } } }) => response.body.error?.code;
const disable = (client: ApiClient, body: unknown) => client.request('DELETE', '/api/me/2fa/totp', body);

describe('turning two-step sign-in on', () => {
  it('gives a pending secret for an authenticator app, on once a code from it is confirmed, with ten recovery codes', async () => {
    const { client, identity, user } = await registerUser(t.baseUrl, t.sent);
    expect((await client.get('/api/me/2fa')).body).toEqual({ totp: false, recoveryCodesLeft: 0 });
    await reauthenticate(client);
    expect(errorCode(await client.post('/api/me/2fa/totp/confirm', { code: '123456' }))).toBe('second_factor_not_pending');

    const started = await client.post('/api/me/2fa/totp');
    expect(started.status).toBe(200);
    const { secret, otpauthUrl } = started.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/${TWO_STEP.issuer}:${identity.email}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ secret, issuer: TWO_STEP.issuer, algorithm: 'SHA1', digits: '6', period: '30' });
    // Pending: the password alone still signs in.
    expect((await login({ email: identity.email, password: identity.password })).status).toBe(200);

    const wrong = await client.post('/api/me/2fa/totp/confirm', { code: totpCode(secret, new Date(t.clock.now().getTime() + 10 * 60_000)) });
    expect(wrong.status).toBe(401);
    expect(errorCode(wrong)).toBe('second_factor_invalid');
    expect((await client.get('/api/me')).status).toBe(200);

    const confirmed = await client.post('/api/me/2fa/totp/confirm', { code: totpCode(secret, t.clock.now()) });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(TWO_STEP.recoveryCodeCount);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await client.get('/api/me/2fa')).body).toEqual({ totp: true, recoveryCodesLeft: 10 });
    expect(t.sent.filter((mail) => mail.to === identity.email).length).toBeGreaterThanOrEqual(2);

    expect(errorCode(await client.post('/api/me/2fa/totp'))).toBe('second_factor_already_active');
    expect(errorCode(await client.post('/api/me/2fa/totp/confirm', { code: totpCode(secret, t.clock.now()) }))).toBe('second_factor_already_active');

    // At rest: sealed with the server key, the recovery codes only as hashes.
    const stored = await t.db.query<{ secret_sealed: Buffer }>('SELECT secret_sealed FROM totp_factors WHERE user_id = $1', [user.id]);
    const sealed = stored.rows[0]!.secret_sealed;
    expect(sealed.toString('latin1')).not.toContain(secret);
    expect(open(await loadTotpKey({ dataDir: path.resolve('.tmp', 'test-data'), totpEncryptionKey: null }), sealed)).toBe(secret);
    const hashes = await t.db.query<{ code_hash: Buffer }>('SELECT code_hash FROM totp_recovery_codes WHERE user_id = $1', [user.id]);
    expect(hashes.rows).toHaveLength(10);
    for (const row of hashes.rows) for (const code of codes) expect(row.code_hash.toString('latin1')).not.toContain(code);
  });

  it('a new enrolment replaces a pending secret: a code of the old one no longer confirms', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(client);
    const first = (await client.post('/api/me/2fa/totp')).body.secret;
    const second = (await client.post('/api/me/2fa/totp')).body.secret;
    expect(second).not.toBe(first);
    expect(errorCode(await client.post('/api/me/2fa/totp/confirm', { code: totpCode(first, t.clock.now()) }))).toBe('second_factor_invalid');
    expect((await client.post('/api/me/2fa/totp/confirm', { code: totpCode(second, t.clock.now()) })).status).toBe(200);
  });

  it('of parallel confirms of one code, exactly one succeeds and one set of recovery codes is kept', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(client);
    const { secret } = (await client.post('/api/me/2fa/totp')).body;
    const code = totpCode(secret, t.clock.now());
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.post('/api/me/2fa/totp/confirm', { code })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map(errorCode)).toEqual(Array(7).fill('second_factor_already_active'));
    const kept = await t.db.query('SELECT 1 FROM totp_recovery_codes WHERE user_id = $1', [user.id]);
    expect(kept.rowCount).toBe(10);
  });

  it('needs a re-authenticated session, to turn it on and to renew the recovery codes (decision 039)', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    const refused = await client.post('/api/me/2fa/totp');
    expect([refused.status, errorCode(refused)]).toEqual([403, 'reauthentication_required']);
    expect(refused.body.error.details).toEqual({ methods: { password: true, code: false, passkey: false, telegram: false } });
    expect(errorCode(await client.post('/api/me/reauth', { password: 'Wrong1!pass' }))).toBe('invalid_credentials');
    expect((await client.get('/api/me/reauth')).body.until).toBeNull();
    await reauthenticate(client);
    const until = new Date((await client.get('/api/me/reauth')).body.until).getTime();
    expect(Math.abs(until - (t.clock.now().getTime() + ACCOUNT.reauthWindowMinutes * 60_000))).toBeLessThan(5_000);
    const { secret } = (await client.post('/api/me/2fa/totp')).body;
    // The window passes between scanning and confirming: asked again, and the secret still confirms after.
    t.clock.advance(ACCOUNT.reauthWindowMinutes * 60_000 + 1_000);
    expect(errorCode(await client.post('/api/me/2fa/totp/confirm', { code: totpCode(secret, t.clock.now()) }))).toBe('reauthentication_required');
    await reauthenticate(client);
    const { recoveryCodes } = (await client.post('/api/me/2fa/totp/confirm', { code: totpCode(secret, t.clock.now()) })).body;

    t.clock.advance(ACCOUNT.reauthWindowMinutes * 60_000 + 1_000);
    expect(errorCode(await client.post('/api/me/2fa/recovery-codes'))).toBe('reauthentication_required');
    // With two-step sign-in on, the password alone re-authenticates nothing.
    expect(errorCode(await client.post('/api/me/reauth', { password: identity.password }))).toBe('second_factor_required');
    await reauthenticate(client, { otp: nextTotpCode(t, secret) });
    const sentBefore = t.sent.length;
    const renewed = await client.post('/api/me/2fa/recovery-codes');
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(TWO_STEP.recoveryCodeCount);
    expect(t.sent.slice(sentBefore).map((mail) => mail.subject)).toEqual(['Nouveaux codes de secours']);
    // The old codes no longer work, the new ones do.
    expect(errorCode(await login({ email: identity.email, password: identity.password, otp: recoveryCodes[0] }))).toBe('second_factor_invalid');
    expect((await login({ email: identity.email, password: identity.password, otp: renewed.body.recoveryCodes[0] })).status).toBe(200);
  });

  it('answers bad bodies with validation_failed and a guest with 401', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(client);
    await client.post('/api/me/2fa/totp');
    for (const body of [{}, { code: '' }, { code: 'x'.repeat(33) }, { code: 123456 }, { code: '123456', extra: 1 }]) {
      const answer = await client.post('/api/me/2fa/totp/confirm', body);
      expect([answer.status, errorCode(answer)]).toEqual([400, 'validation_failed']);
    }
    for (const body of [{}, { password: 'x' }, { code: '123456' }, { password: '', code: '123456' }, { password: 'x', code: 'x'.repeat(33) }]) {
      const answer = await disable(client, body);
      expect([answer.status, errorCode(answer)]).toEqual([400, 'validation_failed']);
    }
    expect((await client.post('/api/me/2fa/totp/confirm', '{"code":')).body.error.code).toBe('validation_failed');
    const login = await new ApiClient(t.baseUrl).post('/api/auth/login', { email: 'a@b.test', password: 'x', otp: 'x'.repeat(33) });
    expect([login.status, errorCode(login)]).toEqual([400, 'validation_failed']);
    const guest = new ApiClient(t.baseUrl);
    expect((await guest.get('/api/me/2fa')).status).toBe(401);
    expect((await guest.post('/api/me/2fa/totp')).status).toBe(401);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('asks for a code, opens no session without it, takes each code once and each recovery code once', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    const { secret, recoveryCodes } = await enrolTotp(t, client);
    const credentials = { email: identity.email, password: identity.password };

    const asked = await login(credentials);
    expect([asked.status, errorCode(asked)]).toEqual([401, 'second_factor_required']);
    expect(asked.headers.get('set-cookie')).toBeNull();
    // A wrong password is still just that: the code is not asked before the password is right.
    expect(errorCode(await login({ ...credentials, password: 'Wrong1!pass', otp: nextTotpCode(t, secret) }))).toBe('invalid_credentials');

    const code = nextTotpCode(t, secret);
    const signedIn = await login({ ...credentials, otp: code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toMatch(/HttpOnly/);
    const replay = await login({ ...credentials, otp: code });
    expect([replay.status, errorCode(replay)]).toEqual([401, 'second_factor_invalid']);
    // A code of an earlier step, still within the window, is refused too once a later one was taken.
    expect(errorCode(await login({ ...credentials, otp: totpCode(secret, new Date(t.clock.now().getTime() - 30_000)) }))).toBe('second_factor_invalid');
    // The step before and after are within the window (a phone's clock a little off).
    t.clock.advance(TWO_STEP.periodSeconds * 1000);
    expect((await login({ ...credentials, otp: totpCode(secret, new Date(t.clock.now().getTime() + 30_000)) })).status).toBe(200);

    const recovery = recoveryCodes[3]!;
    expect((await login({ ...credentials, otp: ` ${recovery.toUpperCase().replace('-', ' ')} ` })).status).toBe(200);
    expect(errorCode(await login({ ...credentials, otp: recovery }))).toBe('second_factor_invalid');
    expect((await client.get('/api/me/2fa')).body.recoveryCodesLeft).toBe(9);
  });

  it('of parallel sign-ins with one code, one opens a session', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    const { secret, recoveryCodes } = await enrolTotp(t, client);
    const code = nextTotpCode(t, secret);
    const answers = await Promise.all(Array.from({ length: 6 }, () => login({ email: identity.email, password: identity.password, otp: code })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    // The five replays counted as failures: past the lock, the same race with a recovery code.
    t.clock.advance(ACCOUNT.loginLockWindowMs + 1000);
    const recovered = await Promise.all(Array.from({ length: 6 }, () => login({ email: identity.email, password: identity.password, otp: recoveryCodes[0] })));
    expect(recovered.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('counts wrong codes in the same lockout as wrong passwords; the right password alone clears nothing', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    const { secret } = await enrolTotp(t, client);
    const credentials = { email: identity.email, password: identity.password };
    expect(errorCode(await login({ ...credentials, password: 'Wrong1!pass' }))).toBe('invalid_credentials');
    for (let i = 1; i < ACCOUNT.maxLoginAttempts; i++) {
      expect(errorCode(await login(credentials))).toBe('second_factor_required');
      expect(errorCode(await login({ ...credentials, otp: '000000' }))).toBe('second_factor_invalid');
    }
    expect(errorCode(await login(credentials))).toBe('too_many_attempts');
    const locked = await login({ ...credentials, otp: nextTotpCode(t, secret) });
    expect([locked.status, errorCode(locked)]).toEqual([429, 'too_many_attempts']);
    t.clock.advance(ACCOUNT.loginLockWindowMs + 1000);
    expect((await login({ ...credentials, otp: nextTotpCode(t, secret) })).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('never clears wrong codes: a mailbox owner guesses no faster than anyone (decision 039)', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    const { secret } = await enrolTotp(t, client);
    for (let i = 0; i < ACCOUNT.maxLoginAttempts; i++) expect(errorCode(await login({ email: identity.email, password: identity.password, otp: '000000' }))).toBe('second_factor_invalid');
    await resetPassword(t.baseUrl, t.sent, identity.email, 'N3w!password');
    expect(errorCode(await login({ email: identity.email, password: 'N3w!password', otp: '000000' }))).toBe('too_many_attempts');
    expect(errorCode(await login({ email: identity.email, password: 'N3w!password', otp: nextTotpCode(t, secret) }))).toBe('too_many_attempts');
    t.clock.advance(ACCOUNT.loginLockWindowMs + 1000);
    expect((await login({ email: identity.email, password: 'N3w!password', otp: nextTotpCode(t, secret) })).status).toBe(200);
  });

  it('still forgets wrong passwords: the player who forgot theirs signs in at once', async () => {
    const { identity } = await registerUser(t.baseUrl, t.sent);
    for (let i = 0; i < ACCOUNT.maxLoginAttempts; i++) expect(errorCode(await login({ email: identity.email, password: 'Wrong1!pass' }))).toBe('invalid_credentials');
    expect(errorCode(await login({ email: identity.email, password: identity.password }))).toBe('too_many_attempts');
    await resetPassword(t.baseUrl, t.sent, identity.email, 'N3w!password');
    expect((await login({ email: identity.email, password: 'N3w!password' })).status).toBe(200);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a code (or a recovery code), then the password alone signs in again', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    const { secret, recoveryCodes } = await enrolTotp(t, client);
    const sentBefore = t.sent.length;
    expect(errorCode(await disable(client, { password: 'Wrong1!pass', code: nextTotpCode(t, secret) }))).toBe('invalid_credentials');
    expect(errorCode(await disable(client, { password: identity.password, code: '000000' }))).toBe('second_factor_invalid');
    expect(errorCode(await disable(client, { password: identity.password, code: 'aaaaa-aaaaa' }))).toBe('second_factor_invalid');
    expect((await client.get('/api/me/2fa')).body.totp).toBe(true);
    expect((await disable(client, { password: identity.password, code: recoveryCodes[9] })).status).toBe(204);
    expect((await client.get('/api/me/2fa')).body).toEqual({ totp: false, recoveryCodesLeft: 0 });
    expect(t.sent.length).toBe(sentBefore + 1);
    expect(t.sent.at(-1)!.to).toBe(identity.email);
    expect((await login({ email: identity.email, password: identity.password })).status).toBe(200);
    expect(errorCode(await disable(client, { password: identity.password, code: nextTotpCode(t, secret) }))).toBe('second_factor_not_pending');
    // And on again, with a new secret.
    await enrolTotp(t, client);
    expect(errorCode(await login({ email: identity.email, password: identity.password }))).toBe('second_factor_required');
  });
});

describe('money moves need the person', () => {
  it('a withdrawal needs a code once two-step sign-in is on; a wrong one moves nothing', async () => {
    const p = await withdrawalReadyUser(t, admin, 600_000);
    const { secret } = await enrolTotp(t, p.client);
    await ageSecondFactors(t, p.user.id);
    const asked = await p.client.post('/api/withdrawals', { amount: nano('250000') });
    expect([asked.status, errorCode(asked)]).toEqual([401, 'second_factor_required']);
    expect(errorCode(await p.client.post('/api/withdrawals', { amount: nano('250000'), otp: '000000' }))).toBe('second_factor_invalid');
    expect((await p.client.get('/api/me')).body.user.balance).toBe(String(600_000n * 1_000_000_000n));
    expect(errorCode(await p.client.post('/api/withdrawals', { amount: nano('250000'), otp: 'x'.repeat(33) }))).toBe('validation_failed');

    const code = nextTotpCode(t, secret);
    const answers = await Promise.all(Array.from({ length: 5 }, () => p.client.post('/api/withdrawals', { amount: nano('250000'), otp: code })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201).map(errorCode)).toEqual(Array(4).fill('second_factor_invalid'));
    const me = (await p.client.get('/api/me')).body.user;
    expect(me.balance).toBe(String(350_000n * 1_000_000_000n));
    expect(await ledgerSum(t.db, p.user.id)).toBe(BigInt(me.balance));
  });

  it('a code is not spent on a request refused for another reason', async () => {
    const p = await withdrawalReadyUser(t, admin, 100_000);
    const { secret } = await enrolTotp(t, p.client);
    await ageSecondFactors(t, p.user.id);
    const code = nextTotpCode(t, secret);
    expect(errorCode(await p.client.post('/api/withdrawals', { amount: nano('250000'), otp: code }))).toBe('insufficient_balance');
    await adjustBalance(admin, p.user.id, 200_000);
    expect((await p.client.post('/api/withdrawals', { amount: nano('250000'), otp: code })).status).toBe(201);
  });

  it('an app code added less than 48 h ago holds every withdrawal, and its email says until when (decision 048)', async () => {
    const p = await withdrawalReadyUser(t, admin, 300_000);
    const sentBefore = t.sent.length;
    const { secret } = await enrolTotp(t, p.client);
    const notice = t.sent.slice(sentBefore).find((mail) => mail.subject === 'Validation en deux étapes activée')!;
    expect(notice.text).toContain("Par sécurité, aucun retrait n'est possible avant le");
    expect(notice.link).toMatch(/\/reset-password$/);
    const code = nextTotpCode(t, secret);
    const refused = await p.client.post('/api/withdrawals', { amount: nano('250000'), otp: code });
    expect([refused.status, errorCode(refused)]).toEqual([403, 'credential_recently_added']);
    expect(refused.body.error.message).toContain('48 h');
    t.clock.advance(ACCOUNT.credentialChangeWithdrawalPauseMs - 60 * 60_000);
    expect(errorCode(await p.client.post('/api/withdrawals', { amount: nano('250000'), otp: nextTotpCode(t, secret) }))).toBe('credential_recently_added');
    t.clock.advance(60 * 60_000 + 1_000);
    expect((await p.client.post('/api/withdrawals', { amount: nano('250000'), otp: nextTotpCode(t, secret) })).status).toBe(201);
  });

  it('without a second factor, a withdrawal needs no code', async () => {
    const p = await withdrawalReadyUser(t, admin, 300_000);
    expect((await p.client.post('/api/withdrawals', { amount: nano('250000') })).status).toBe(201);
  });
});
