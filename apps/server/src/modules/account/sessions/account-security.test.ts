import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, HOUR_MS, MINUTE_MS } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser, STRONG_PASSWORD, uniqueUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { linkWallet } from '#server-test/wallet-helpers.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';
import { SESSION_SEEN_EVERY_MS } from './session-activity.ts';
import { nano } from '#server-test/money-helpers.ts';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'N3w!passw0rd';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TON_PROOF_DOMAIN: 'localhost:3000' });
});
// A fresh one each time: the clock moves past the admin gate's idle limit in these tests.
const playerReadyToWithdraw = async () => withdrawalReadyUser(t, await adminClient(t), 300_000);
afterAll(() => t.close());

/** Another device of the same account: its own sign-in, with its own user-agent. */
async function signInElsewhere(email: string, password = STRONG_PASSWORD, userAgent = ANDROID_CHROME) {
  const client = new ApiClient(t.baseUrl);
  const response = await client.request('POST', '/api/auth/login', { email, password }, { 'user-agent': userAgent });
  expect(response.status).toBe(200);
  return client;
}

const mailsTo = (email: string) => t.sent.filter((mail) => mail.to === email);

describe('changing the password', () => {
  it('needs the current password, ends every other session, keeps this one and tells the owner', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    const phone = await signInElsewhere(identity.email);
    const changed = await client.post('/api/me/password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(204);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await new ApiClient(t.baseUrl).post('/api/auth/login', { email: identity.email, password: STRONG_PASSWORD })).body.error.code).toBe('invalid_credentials');
    expect((await new ApiClient(t.baseUrl).post('/api/auth/login', { email: identity.email, password: NEW_PASSWORD })).status).toBe(200);
    const notice = mailsTo(identity.email).find((mail) => mail.subject === 'Votre mot de passe a été modifié')!;
    expect(notice.link).toMatch(/\/reset-password$/);
    expect(notice.text).toContain("Ce n'était pas moi : sécuriser mon compte");
    expect(notice.text).not.toContain(NEW_PASSWORD);
  });

  it('answers a wrong current password with 400 invalid_credentials, counted by the sign-in lock', async () => {
    const { client, identity, user } = await registerUser(t.baseUrl, t.sent);
    for (let i = 0; i < ACCOUNT.maxLoginAttempts; i++) {
      const wrong = await client.post('/api/me/password', { currentPassword: 'Wr0ng!pass', newPassword: NEW_PASSWORD });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toMatchObject({ code: 'invalid_credentials', details: { fields: { currentPassword: { code: 'invalid_credentials' } } } });
    }
    const failures = await t.db.query('SELECT count(*)::int AS n FROM login_failures WHERE user_id = $1', [user.id]);
    expect(failures.rows[0].n).toBe(ACCOUNT.maxLoginAttempts);
    // Locked: the right password changes nothing, here and at sign-in.
    expect((await client.post('/api/me/password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD })).body.error.code).toBe('too_many_attempts');
    expect((await new ApiClient(t.baseUrl).post('/api/auth/login', { email: identity.email, password: STRONG_PASSWORD })).body.error.code).toBe('too_many_attempts');
    t.clock.advance(ACCOUNT.loginLockWindowMs + 1000);
    expect((await client.post('/api/me/password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(204);
  });

  it('refuses a weak new password with weak_password and keeps the old one', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    const weak = await client.post('/api/me/password', { currentPassword: STRONG_PASSWORD, newPassword: 'password' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({ code: 'weak_password', details: { fields: { newPassword: { code: 'weak_password' } } } });
    expect((await new ApiClient(t.baseUrl).post('/api/auth/login', { email: identity.email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('answers bad bodies with validation_failed and strangers with 401', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    for (const body of [{}, { currentPassword: STRONG_PASSWORD }, { currentPassword: 1, newPassword: NEW_PASSWORD }, { currentPassword: '', newPassword: NEW_PASSWORD },
      { currentPassword: STRONG_PASSWORD, newPassword: 'x'.repeat(201) }, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, extra: true }, [], 'null']) {
      const response = await client.post('/api/me/password', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
    expect((await new ApiClient(t.baseUrl).post('/api/me/password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(401);
  });
});

describe('signed-in devices', () => {
  it('lists the live sessions, newest first, the device in words and the current one marked', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    t.clock.advance(1000);
    await signInElsewhere(identity.email, STRONG_PASSWORD, ANDROID_CHROME);
    const listed = await client.get('/api/me/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toHaveLength(2);
    const [phone, here] = listed.body.sessions;
    expect(phone).toMatchObject({ current: false, device: 'Chrome 131 · Android 14', kind: 'phone' });
    expect(here).toMatchObject({ current: true });
    expect(Date.parse(phone.createdAt)).toBeGreaterThan(Date.parse(here.createdAt));
    expect(phone.lastSeenAt).toBe(phone.createdAt);
  });

  it('refreshes the last activity at most once per period', async () => {
    const { identity, client } = await registerUser(t.baseUrl, t.sent);
    const phone = await signInElsewhere(identity.email);
    const lastSeen = async () => (await client.get('/api/me/sessions')).body.sessions.find((s: { current: boolean }) => !s.current).lastSeenAt as string;
    const signedInAt = await lastSeen();
    t.clock.advance(SESSION_SEEN_EVERY_MS / 2);
    await phone.get('/api/me');
    expect(await lastSeen()).toBe(signedInAt);
    t.clock.advance(SESSION_SEEN_EVERY_MS);
    const seenAfter = t.clock.now().getTime();
    await phone.get('/api/me');
    // The write is not awaited by the request that triggers it.
    await expect.poll(async () => Date.parse(await lastSeen())).toBeGreaterThanOrEqual(seenAfter);
  });

  it('ends one session: it answers 401 from then on; another account\'s, unknown or malformed ids are 404', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    const phone = await signInElsewhere(identity.email);
    const other = await registerUser(t.baseUrl, t.sent);
    const otherSession = (await other.client.get('/api/me/sessions')).body.sessions[0].id;
    const phoneSession = (await client.get('/api/me/sessions')).body.sessions.find((s: { current: boolean }) => !s.current).id;
    expect((await client.request('DELETE', `/api/me/sessions/${otherSession}`)).status).toBe(404);
    expect((await other.client.get('/api/me')).status).toBe(200);
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '%00']) {
      const response = await client.request('DELETE', `/api/me/sessions/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    }
    expect((await client.request('DELETE', `/api/me/sessions/${phoneSession}`)).status).toBe(204);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await client.request('DELETE', `/api/me/sessions/${phoneSession}`)).status).toBe(404);
    expect((await client.get('/api/me/sessions')).body.sessions).toHaveLength(1);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('ends every other session at once, the current one stays', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    const phone = await signInElsewhere(identity.email, STRONG_PASSWORD, ANDROID_CHROME);
    const tablet = await signInElsewhere(identity.email, STRONG_PASSWORD, IPHONE_SAFARI);
    expect((await client.request('DELETE', '/api/me/sessions')).status).toBe(204);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await tablet.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/me/sessions')).body.sessions).toMatchObject([{ current: true }]);
  });

  it('needs a session', async () => {
    const stranger = new ApiClient(t.baseUrl);
    expect((await stranger.get('/api/me/sessions')).status).toBe(401);
    expect((await stranger.request('DELETE', '/api/me/sessions')).status).toBe(401);
  });
});

describe('new device notice', () => {
  it('emails a sign-in from a device the account never used, with the device in words; not sign-up, not a known device', async () => {
    const identity = uniqueUser('device');
    const client = new ApiClient(t.baseUrl, 'en');
    expect((await client.post('/api/auth/register', { ...identity, confirmPassword: identity.password, language: 'en' })).status).toBe(201);
    const notices = () => mailsTo(identity.email).filter((mail) => mail.subject === 'New sign-in to your account');
    expect(notices()).toHaveLength(0);
    await signInElsewhere(identity.email, identity.password, IPHONE_SAFARI);
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.text).toContain('Safari 17 · iOS 17');
    expect(notices()[0]!.link).toMatch(/\/reset-password$/);
    // The same browser again, after an update: known.
    await signInElsewhere(identity.email, identity.password, IPHONE_SAFARI.replaceAll('17_5', '17_6').replace('17.5', '17.6'));
    expect(notices()).toHaveLength(1);
  });
});

describe('wallet change pause', () => {
  it('a first link and a replacement each pause withdrawals for 48 h, said with the end (decision 048)', async () => {
    const p = await withdrawalReadyUser(t, await adminClient(t), 300_000, { ageWallet: false });
    const subjects = () => mailsTo(p.identity.email).map((mail) => mail.subject);
    expect(subjects()).toContain('Portefeuille TON associé');
    const firstHold = (await p.client.get('/api/withdrawals')).body;
    expect(firstHold.blockedBy).toBe('wallet');
    const linkedAt = (await t.db.query<{ at: Date }>('SELECT wallet_linked_at AS at FROM users WHERE id = $1', [p.user.id])).rows[0]!.at.getTime();
    expect(Math.abs(Date.parse(firstHold.blockedUntil) - (linkedAt + ACCOUNT.credentialChangeWithdrawalPauseMs))).toBeLessThan(1000);
    t.clock.advance(ACCOUNT.credentialChangeWithdrawalPauseMs + MINUTE_MS);
    expect((await p.client.get('/api/withdrawals')).body.blockedUntil).toBeNull();
    await linkWallet(t, p.client);
    const changedAt = (await t.db.query<{ at: Date }>('SELECT wallet_changed_at AS at FROM users WHERE id = $1', [p.user.id])).rows[0]!.at.getTime();
    const changed = mailsTo(p.identity.email).find((mail) => mail.subject === 'Votre portefeuille TON a changé')!;
    const until = (await p.client.get('/api/withdrawals')).body.blockedUntil as string;
    expect(Math.abs(Date.parse(until) - (changedAt + ACCOUNT.credentialChangeWithdrawalPauseMs))).toBeLessThan(1000);
    expect(changed.text).toContain('aucun retrait n\'est possible avant le');
    expect(ACCOUNT.credentialChangeWithdrawalPauseMs).toBe(48 * HOUR_MS);
    const paused = await p.client.post('/api/withdrawals', { amount: nano('250000') });
    expect(paused.status).toBe(403);
    expect(paused.body.error).toMatchObject({ code: 'wallet_recently_changed', details: { until } });
    expect(paused.body.error.message).toContain('48');
    t.clock.advance(ACCOUNT.credentialChangeWithdrawalPauseMs - MINUTE_MS);
    expect((await p.client.post('/api/withdrawals', { amount: nano('250000') })).status).toBe(403);
    t.clock.advance(2 * MINUTE_MS);
    expect((await p.client.post('/api/withdrawals', { amount: nano('250000') })).status).toBe(201);
    const requested = mailsTo(p.identity.email).find((mail) => mail.subject === 'Demande de retrait reçue')!;
    expect(requested.text).toMatch(/250\s000 FRE/);
  });

  it('an unlink then a new link pauses too: the same takeover in two steps', async () => {
    const p = await playerReadyToWithdraw();
    expect((await p.client.request('DELETE', '/api/wallet')).status).toBe(200);
    await linkWallet(t, p.client);
    expect((await p.client.post('/api/withdrawals', { amount: nano('250000') })).body.error.code).toBe('wallet_recently_changed');
  });
});
