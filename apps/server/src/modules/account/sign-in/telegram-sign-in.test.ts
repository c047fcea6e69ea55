import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT } from '@fre/domain';
import { ApiClient, STRONG_PASSWORD, registerUser } from '#server-test/api-client.ts';
import { linkTelegram } from '#server-test/reauth-helpers.ts';
import { startLoggedApp } from '#server-test/logged-app.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { enrolTotp, nextTotpCode } from '#server-test/two-step-helpers.ts';
import { signInitData } from '#server/modules/telegram-api/init-data.ts';
import { nano } from '#server-test/money-helpers.ts';

const BOT_TOKEN = '654321:TEST-token-of-the-mini-app-bot';
/** Smaller than the parallel floods below: a proof check must not hold a connection each. */
const POOL = 10;
let t: TestApp;
let nextTelegramId = 910_000_000 + Math.floor(Math.random() * 1_000_000);

beforeAll(async () => {
  t = await startTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN }, { poolSize: POOL });
});
afterAll(async () => {
  await t.close();
});

interface TelegramUser {
  id: number;
  username?: string;
  first_name?: string;
  language_code?: string;
}

function newTelegramUser(overrides: Partial<TelegramUser> = {}): TelegramUser {
  nextTelegramId += 1;
  return { id: nextTelegramId, first_name: 'Zoé', username: `tg_${nextTelegramId}`, language_code: 'ru', ...overrides };
}

let launches = 0;

/** initData as Telegram signs it at a launch of the Mini App (each its own query id), `ageMs` old by the test clock. */
function initDataOf(user: TelegramUser, options: { ageMs?: number; startParam?: string; token?: string } = {}): string {
  const authDate = Math.floor((t.clock.now().getTime() - (options.ageMs ?? 0)) / 1000);
  launches += 1;
  const fields: Record<string, string> = { auth_date: String(authDate), query_id: `AAHdF6IQAAAAAN0XohDhrOrc${launches}`, user: JSON.stringify(user) };
  if (options.startParam) fields.start_param = options.startParam;
  return signInitData(fields, options.token ?? BOT_TOKEN);
}

/** Signs in (solving the challenge when a new account asks for it, as the web app does). */
async function signIn(user: TelegramUser, options: Parameters<typeof initDataOf>[1] = {}, client = new ApiClient(t.baseUrl)) {
  const response = await client.post('/api/auth/telegram', { initData: initDataOf(user, options) });
  return { client, response };
}

async function signedIn(user = newTelegramUser(), options: Parameters<typeof initDataOf>[1] = {}) {
  const { client, response } = await signIn(user, options);
  expect(response.status).toBe(200);
  return { client, user: response.body.user, token: response.body.token as string, telegram: user };
}

const code = (response: { body: any }) => response.body?.error?.code;

describe('POST /api/auth/telegram', () => {
  it('refuses forged, tampered, expired and future initData, each with its reason', async () => {
    const client = new ApiClient(t.baseUrl);
    const user = newTelegramUser();
    const post = (initData: string) => client.post('/api/auth/telegram', { initData });
    const forged = await post(initDataOf(user, { token: '654321:someone-elses-bot' }));
    expect([forged.status, code(forged)]).toEqual([401, 'telegram_invalid']);
    const tampered = await post(initDataOf(user).replace(String(user.id), String(user.id + 1)));
    expect([tampered.status, code(tampered)]).toEqual([401, 'telegram_invalid']);
    const expired = await post(initDataOf(user, { ageMs: 86_400_000 + 60_000 }));
    expect([expired.status, code(expired)]).toEqual([401, 'telegram_expired']);
    const future = await post(initDataOf(user, { ageMs: -5 * 60_000 }));
    expect([future.status, code(future)]).toEqual([401, 'telegram_invalid']);
    const almostADay = await post(initDataOf(user, { ageMs: 86_400_000 - 60_000 }));
    expect(almostADay.status).toBe(200);
    const rows = await t.db.query('SELECT 1 FROM users WHERE telegram_id = $1', [user.id + 1]);
    expect(rows.rowCount).toBe(0);
  });

  it('makes an account for a new Telegram user: no email, no password, verified by Telegram, mining allowed', async () => {
    const mailsBefore = t.sent.length;
    const telegram = newTelegramUser({ username: `zoe_${nextTelegramId}`, language_code: 'es' });
    const { response, client } = await signIn(telegram);
    expect(response.status).toBe(200);
    expect(response.body.created).toBe(true);
    expect(response.body.user).toMatchObject({ email: null, hasPassword: false, emailVerified: false, verifiedBy: 'telegram', nickname: telegram.username, language: 'es', telegramUsername: telegram.username });
    expect(response.body.user.referralCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(response.headers.get('set-cookie')).toContain('fre_session=');
    expect(t.sent.length).toBe(mailsBefore);

    // The bearer token alone is a session (a webview that drops cookies).
    const me = await fetch(`${t.baseUrl}/api/me`, { headers: { authorization: `Bearer ${response.body.token}` } });
    expect((await me.json()).user.id).toBe(response.body.user.id);

    expect((await client.post('/api/mining/start')).status).toBe(201);
    const signals = await t.db.query("SELECT kind FROM abuse_signals WHERE user_id = $1 AND kind = 'sign_up'", [response.body.user.id]);
    expect(signals.rowCount).toBe(1);
  });

  it('keeps a KYC submission and a withdrawal for a confirmed email: 403 email_required, nothing written', async () => {
    const { client, user } = await signedIn();
    const kyc = await client.request('POST', '/api/kyc', '--x--\r\n', { 'content-type': 'multipart/form-data; boundary=x' });
    expect([kyc.status, code(kyc)]).toEqual([403, 'email_required']);
    await t.db.query('UPDATE users SET balance_nano = 500000000000000, kyc_status = $2, ton_wallet = $3 WHERE id = $1', [user.id, 'approved', 'UQ' + 'A'.repeat(46)]);
    const withdrawal = await client.post('/api/withdrawals', { amount: nano('250000') });
    expect([withdrawal.status, code(withdrawal)]).toEqual([403, 'email_required']);
    expect((await t.db.query('SELECT 1 FROM withdrawals WHERE user_id = $1', [user.id])).rowCount).toBe(0);
    expect((await t.db.query('SELECT 1 FROM kyc_submissions WHERE user_id = $1', [user.id])).rowCount).toBe(0);
  });

  it('takes a nickname made from the first name when there is no username, unique with digits', async () => {
    const first = await signedIn(newTelegramUser({ username: undefined, first_name: 'Marie Claire' }));
    expect(first.user.nickname).toMatch(/^Marie_Claire(\d{4})?$/);
    const second = await signedIn(newTelegramUser({ username: undefined, first_name: 'Marie Claire', language_code: 'pt-br' }));
    expect(second.user.nickname).toMatch(/^Marie_Claire\d{4}$/);
    expect(second.user.nickname).not.toBe(first.user.nickname);
    expect(second.user.language).toBe('fr');
  });

  it('signs a linked Telegram user into their email account, without a challenge', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    const telegram = newTelegramUser();
    await linkTelegram(player.client, initDataOf(telegram));
    const guest = new ApiClient(t.baseUrl);
    const response = await guest.post('/api/auth/telegram', { initData: initDataOf(telegram), altcha: undefined });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ created: false, user: { id: player.user.id, email: player.identity.email, hasPassword: true, verifiedBy: 'email' } });
  });

  it('asks the proof-of-work challenge only to make an account', async () => {
    const telegram = newTelegramUser();
    const guest = new ApiClient(t.baseUrl);
    const refused = await guest.post('/api/auth/telegram', { initData: initDataOf(telegram), altcha: undefined });
    expect([refused.status, code(refused)]).toEqual([400, 'challenge_required']);
    expect((await t.db.query('SELECT 1 FROM users WHERE telegram_id = $1', [telegram.id])).rowCount).toBe(0);
    await signedIn(telegram);
    expect((await guest.post('/api/auth/telegram', { initData: initDataOf(telegram), altcha: undefined })).status).toBe(200);
  });

  it('makes the account a referral of the ref_ code, and ignores an unknown code', async () => {
    const referrer = await registerUser(t.baseUrl, t.sent);
    const invited = await signedIn(newTelegramUser(), { startParam: `ref_${referrer.user.referralCode}` });
    const unknown = await signedIn(newTelegramUser(), { startParam: 'ref_NOBODY9' });
    const referredBy = async (id: string) => (await t.db.query<{ referred_by: string | null }>('SELECT referred_by FROM users WHERE id = $1', [id])).rows[0]!.referred_by;
    expect(await referredBy(invited.user.id)).toBe(referrer.user.id);
    expect(await referredBy(unknown.user.id)).toBeNull();
    // A later sign-in with another code changes nothing: first sign-up only.
    const other = await registerUser(t.baseUrl, t.sent);
    expect((await signIn(invited.telegram, { startParam: `ref_${other.user.referralCode}` })).response.body.created).toBe(false);
    expect(await referredBy(invited.user.id)).toBe(referrer.user.id);
  });

  it('ends parallel first sign-ins of one Telegram user in one account, every caller signed in', async () => {
    const telegram = newTelegramUser();
    const answers = await Promise.all(Array.from({ length: 6 }, () => signIn(telegram)));
    expect(answers.map(({ response }) => response.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map(({ response }) => response.body.user.id)).size).toBe(1);
    expect(answers.filter(({ response }) => response.body.created)).toHaveLength(1);
    expect((await t.db.query('SELECT 1 FROM users WHERE telegram_id = $1', [telegram.id])).rowCount).toBe(1);
    for (const { client } of answers) expect((await client.get('/api/me')).status).toBe(200);
  });

  it('asks the app code of an account with two-step on, and counts wrong ones like /login', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    const { secret, recoveryCodes } = await enrolTotp(t, player.client);
    const telegram = newTelegramUser();
    await linkTelegram(player.client, initDataOf(telegram), { otp: nextTotpCode(t, secret) });
    const guest = new ApiClient(t.baseUrl);
    const post = (otp?: string) => guest.post('/api/auth/telegram', { initData: initDataOf(telegram), ...(otp && { otp }) });
    expect(code(await post())).toBe('second_factor_required');
    expect(code(await post('000000'))).toBe('second_factor_invalid');
    expect((await t.db.query("SELECT 1 FROM login_failures WHERE user_id = $1 AND kind = 'second_factor'", [player.user.id])).rowCount).toBe(1);
    expect((await post(nextTotpCode(t, secret))).body).toMatchObject({ created: false, user: { id: player.user.id } });
    expect((await post(recoveryCodes[0])).status).toBe(200);
  });

  it('answers banned accounts with account_banned', async () => {
    const { user, telegram } = await signedIn();
    await t.db.query('UPDATE users SET banned_at = now() WHERE id = $1', [user.id]);
    expect(code((await signIn(telegram)).response)).toBe('account_banned');
  });

  it(`refuses ${POOL + 20} parallel forged sign-ins (more than the pool's connections) and still answers`, async () => {
    const telegram = newTelegramUser();
    const forged = initDataOf(telegram).replace(/hash=[0-9a-f]+/, `hash=${'a'.repeat(64)}`);
    const answers = await Promise.all(Array.from({ length: POOL + 20 }, () => new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: forged, altcha: undefined })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(POOL + 20).fill(401));
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    expect((await signIn(newTelegramUser())).response.status).toBe(200);
  });

  it('answers 503 telegram_unavailable without a bot token', async () => {
    const bare = await startTestApp();
    try {
      const response = await new ApiClient(bare.baseUrl).post('/api/auth/telegram', { initData: initDataOf(newTelegramUser()) });
      expect([response.status, code(response)]).toEqual([503, 'telegram_unavailable']);
    } finally {
      await bare.close();
    }
  });

  it('never writes initData or the session token in the logs', async () => {
    const logged = await startLoggedApp(t, 'debug', { TELEGRAM_BOT_TOKEN: BOT_TOKEN });
    try {
      const initData = initDataOf(newTelegramUser());
      const client = new ApiClient(logged.baseUrl);
      const response = await client.post('/api/auth/telegram', { initData });
      expect(response.status).toBe(200);
      await client.post('/api/auth/telegram', { initData: initData.replace(/hash=[0-9a-f]+/, `hash=${'b'.repeat(64)}`), altcha: undefined });
      const hash = new URLSearchParams(initData).get('hash')!;
      expect(logged.logs()).not.toContain(hash);
      expect(logged.logs()).not.toContain('AAHdF6IQAAAAAN0XohDhrOrc');
      expect(logged.logs()).not.toContain(response.body.token);
    } finally {
      await logged.close();
    }
  });
});

describe('an account made in Telegram, in Security', () => {
  const reauth = (client: ApiClient, body: Record<string, unknown>) => client.post('/api/me/reauth', body);

  it('re-authenticates with a freshly signed initData of its own Telegram user only', async () => {
    const { client, telegram } = await signedIn();
    const status = (await client.get('/api/me/reauth')).body;
    expect(status).toEqual({ until: null, methods: { password: false, code: false, passkey: false, telegram: true } });
    const stale = await reauth(client, { telegram: initDataOf(telegram, { ageMs: ACCOUNT.telegramReauthMaxAgeMs + 60_000 }) });
    expect([stale.status, code(stale)]).toEqual([401, 'telegram_expired']);
    const someoneElse = await reauth(client, { telegram: initDataOf(newTelegramUser()) });
    expect([someoneElse.status, code(someoneElse)]).toEqual([401, 'telegram_invalid']);
    const forged = await reauth(client, { telegram: initDataOf(telegram, { token: '1:other' }) });
    expect(code(forged)).toBe('telegram_invalid');
    expect((await client.get('/api/me/reauth')).body.until).toBeNull();
    expect((await reauth(client, { telegram: initDataOf(telegram, { ageMs: ACCOUNT.telegramReauthMaxAgeMs - 60_000 }) })).status).toBe(204);
    expect((await client.get('/api/me/reauth')).body.until).not.toBeNull();
  });

  it(`refuses ${POOL + 20} parallel forged or foreign re-authentications, and still answers`, async () => {
    const { client, telegram } = await signedIn();
    const forged = initDataOf(telegram).replace(/hash=[0-9a-f]+/, `hash=${'c'.repeat(64)}`);
    const foreign = initDataOf(newTelegramUser());
    const answers = await Promise.all(Array.from({ length: POOL + 20 }, (_, i) => reauth(client, { telegram: i % 2 ? forged : foreign })));
    expect(answers.map((answer) => [answer.status, code(answer)])).toEqual(Array(POOL + 20).fill([401, 'telegram_invalid']));
    expect((await client.get('/api/me/reauth')).body.until).toBeNull();
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    expect((await reauth(client, { telegram: initDataOf(telegram) })).status).toBe(204);
  });

  it('never takes Telegram in place of the password of an email account linked to Telegram (decision 048)', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    expect((await player.client.get('/api/me/reauth')).body.methods).toEqual({ password: true, code: false, passkey: false, telegram: false });
    const telegram = newTelegramUser();
    await linkTelegram(player.client, initDataOf(telegram));
    t.clock.advance(ACCOUNT.reauthWindowMinutes * 60_000 + 1000);
    const refused = await player.client.get('/api/me/export');
    expect(refused.body.error.details.methods).toEqual({ password: true, code: false, passkey: false, telegram: false });
    const byTelegram = await reauth(player.client, { telegram: initDataOf(telegram) });
    expect(byTelegram.status).toBe(400);
    expect(byTelegram.body.error.details.fields.password.code).toBe('required');
    expect((await player.client.get('/api/me/reauth')).body.until).toBeNull();
  });

  it('asks the app code too when two-step is on', async () => {
    const { client, telegram } = await signedIn();
    const { secret } = await enrolTotp(t, client, { password: undefined, telegram: initDataOf(telegram) });
    expect(code(await reauth(client, { telegram: initDataOf(telegram) }))).toBe('second_factor_required');
    expect(code(await reauth(client, { telegram: initDataOf(telegram), otp: '000000' }))).toBe('second_factor_invalid');
    expect((await reauth(client, { telegram: initDataOf(telegram), otp: nextTotpCode(t, secret) })).status).toBe(204);
    // Turning it off: the telegram proof in place of the password, with a code.
    const off = await client.request('DELETE', '/api/me/2fa/totp', { telegram: initDataOf(telegram), code: nextTotpCode(t, secret) });
    expect(off.status).toBe(204);
  });

  it('adds an email in a re-authenticated session, confirmed by link; another one after it is a change to confirm', async () => {
    const { client, telegram } = await signedIn();
    const email = `tg.${telegram.id}@example.test`;
    const unproven = await client.post('/api/me/email', { email });
    expect([unproven.status, code(unproven)]).toEqual([403, 'reauthentication_required']);
    await reauth(client, { telegram: initDataOf(telegram) });
    const invalid = await client.post('/api/me/email', { email: 'not-an-address' });
    expect(invalid.body.error.details.fields.email.code).toBe('invalid_email');
    const disposable = await client.post('/api/me/email', { email: 'someone@mailinator.com' });
    expect(disposable.body.error.details.fields.email.code).toBe('email_disposable');
    const taken = await registerUser(t.baseUrl, t.sent);
    expect(code(await client.post('/api/me/email', { email: taken.identity.email }))).toBe('email_in_use');

    const added = await client.post('/api/me/email', { email: ` ${email.toUpperCase()} ` });
    expect(added.status).toBe(200);
    expect(added.body.user).toMatchObject({ email, emailVerified: false, verifiedBy: 'telegram' });
    const mail = t.sent.filter((sent) => sent.to === email).at(-1)!;
    const again = await client.post('/api/me/email', { email: `other.${email}` });
    expect(again.body.user).toMatchObject({ email, pendingEmail: `other.${email}` });
    expect((await client.request('DELETE', '/api/me/email/pending')).body.user.pendingEmail).toBeNull();

    const verified = await client.post('/api/auth/verify-email', { token: new URL(mail.link).searchParams.get('token') });
    expect(verified.body.user).toMatchObject({ email, emailVerified: true, verifiedBy: 'email' });
    // Now KYC is open to it: the form is judged, no longer refused for the address.
    const kyc = await client.request('POST', '/api/kyc', '--x--\r\n', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(code(kyc)).not.toBe('email_required');
  });

  it('keeps one address when two are added at once', async () => {
    const { client, telegram } = await signedIn();
    await reauth(client, { telegram: initDataOf(telegram) });
    const addresses = [1, 2, 3].map((n) => `race${n}.${telegram.id}@example.test`);
    const answers = await Promise.all(addresses.map((email) => client.post('/api/me/email', { email })));
    // One is the first address; the others, refused, or (read after it landed) asked as its replacement.
    const added = answers.filter((answer) => answer.status === 200 && answer.body.user.pendingEmail === null);
    expect(added).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.body.error.code === 'email_already_set')).toBe(true);
    const me = (await client.get('/api/me')).body.user;
    expect(me.email).toBe(added[0]!.body.user.email);
    expect(addresses).toContain(me.email);
    expect((await t.db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'credential_added' AND target_id = 'email' AND actor_id = $1", [me.id])).rows[0].n).toBe(1);
  });

  it('sets a first password in a re-authenticated session; then the current one is asked', async () => {
    const { client, telegram } = await signedIn();
    const unproven = await client.post('/api/me/password', { newPassword: STRONG_PASSWORD });
    expect([unproven.status, code(unproven)]).toEqual([403, 'reauthentication_required']);
    await reauth(client, { telegram: initDataOf(telegram) });
    expect(code(await client.post('/api/me/password', { newPassword: 'short' }))).toBe('weak_password');
    expect((await client.post('/api/me/password', { newPassword: STRONG_PASSWORD })).status).toBe(204);
    expect((await client.get('/api/me')).body.user.hasPassword).toBe(true);
    const without = await client.post('/api/me/password', { newPassword: 'An0ther!pass' });
    expect(without.body.error.details.fields.currentPassword.code).toBe('required');
    expect((await client.post('/api/me/password', { currentPassword: STRONG_PASSWORD, newPassword: 'An0ther!pass' })).status).toBe(204);
    // With a password, Telegram no longer stands for it where a request carries its own proof.
    expect((await client.request('DELETE', '/api/me', { telegram: initDataOf(telegram) })).body.error.details.fields.password.code).toBe('required');
  });

  it('deletes the account with a fresh initData in place of the password; Telegram then makes a new one', async () => {
    const { client, telegram, user } = await signedIn();
    const missing = await client.request('DELETE', '/api/me', {});
    expect([missing.status, code(missing)]).toEqual([400, 'validation_failed']);
    const stale = await client.request('DELETE', '/api/me', { telegram: initDataOf(telegram, { ageMs: ACCOUNT.telegramReauthMaxAgeMs + 60_000 }) });
    expect(code(stale)).toBe('telegram_expired');
    const other = await client.request('DELETE', '/api/me', { telegram: initDataOf(newTelegramUser()) });
    expect(code(other)).toBe('telegram_invalid');
    expect((await client.request('DELETE', '/api/me', { telegram: initDataOf(telegram) })).status).toBe(202);
    const deleted = (await t.db.query<{ telegram_id: string | null; password_hash: string | null; deleted_at: Date | null }>('SELECT telegram_id, password_hash, deleted_at FROM users WHERE id = $1', [user.id])).rows[0]!;
    expect(deleted).toMatchObject({ telegram_id: null, password_hash: null });
    expect(deleted.deleted_at).not.toBeNull();
    const again = await signIn(telegram);
    expect(again.response.body.created).toBe(true);
    expect(again.response.body.user.id).not.toBe(user.id);
  });
});
