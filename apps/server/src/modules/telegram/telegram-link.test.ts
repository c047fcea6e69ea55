/**
 * The Telegram link is a credential (decision 048): what the attack pass of 2026-11-28 did with a
 * stolen session through POST /api/telegram/link, each step refused, and the link's own rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, ADMIN } from '@fre/domain';
import { adminClient, ADMIN_CODE } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser, STRONG_PASSWORD, type ApiResponse } from '#server-test/api-client.ts';
import { ledgerSum, type Admin, nano } from '#server-test/money-helpers.ts';
import { addPasskey, passkeyAnswer } from '#server-test/passkey-helpers.ts';
import { linkTelegram, reauthenticate, resetPassword } from '#server-test/reauth-helpers.ts';
import { launchData, newTelegramUser, telegramAccount } from '#server-test/telegram-helpers.ts';
import { startTelegramStandIn, type TelegramStandIn } from '#server-test/telegram-stand-in.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { makeWallet } from '#server-test/ton-wallet.ts';
import { enrolTotp, nextTotpCode } from '#server-test/two-step-helpers.ts';
import { freshProof } from '#server-test/wallet-helpers.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';

const APP_URL = 'https://fre.example';
const BOT_TOKEN = '777002:TEST-token-of-the-telegram-link-bot';
/** Smaller than the parallel floods below: a proof check must not hold a connection each. */
const POOL = 10;
let t: TestApp;
let bot: TelegramStandIn;
let admin: Admin;

beforeAll(async () => {
  bot = await startTelegramStandIn(BOT_TOKEN);
  t = await startTestApp({ APP_URL, TON_PROOF_DOMAIN: 'localhost:3000', TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_URL: bot.url }, { poolSize: POOL });
  admin = await adminClient(t);
});
afterAll(async () => {
  await t.close();
  await bot.close();
});

const code = (response: ApiResponse) => response.body?.error?.code;
const launch = (user = newTelegramUser(), options: { ageMs?: number } = {}) => launchData(t, BOT_TOKEN, user, options);
const passedReauthWindow = () => t.clock.advance(ACCOUNT.reauthWindowMinutes * 60_000 + 1000);

/** What a thief holds: the victim's cookie, or the bearer token of one of its sessions. */
type Stolen = Pick<ApiClient, 'get' | 'post' | 'request'>;

function withCookie(cookie: string | undefined): Stolen {
  const thief = new ApiClient(t.baseUrl);
  thief.cookie = cookie;
  return thief;
}

function withBearer(token: string): Stolen {
  const client = new ApiClient(t.baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  return {
    get: (path: string) => client.request('GET', path, undefined, auth),
    post: (path: string, body?: unknown) => client.request('POST', path, body, auth),
    request: (method: string, path: string, body?: unknown) => client.request(method, path, body, auth),
  } as Stolen;
}

async function bearerOf(email: string): Promise<string> {
  const login = await new ApiClient(t.baseUrl).post('/api/auth/login', { email, password: STRONG_PASSWORD, bearer: true });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

describe('a stolen session and the Telegram link (finding 1)', () => {
  it.each(['cookie', 'bearer token'] as const)('with only a %s: no link, no Telegram sign-in, no re-authentication, no export, no wallet, no withdrawal', async (held) => {
    const victim = await withdrawalReadyUser(t, admin, 300_000, { wallet: false });
    passedReauthWindow();
    const thief = held === 'cookie' ? withCookie(victim.client.cookie) : withBearer(await bearerOf(victim.identity.email));
    expect((await thief.get('/api/me')).status).toBe(200);
    const thiefTelegram = newTelegramUser({ first_name: 'Mallory' });

    // The link itself asks who is there.
    const link = await thief.post('/api/telegram/link', { initData: launch(thiefTelegram) });
    expect([link.status, code(link)]).toEqual([403, 'reauthentication_required']);
    expect(link.body.error.details.methods).toEqual({ password: true, code: false, passkey: false, telegram: false });
    expect((await t.db.query('SELECT telegram_id FROM users WHERE id = $1', [victim.user.id])).rows[0].telegram_id).toBeNull();

    // The thief's Telegram proves nothing about this account.
    const reauth = await thief.post('/api/me/reauth', { telegram: launch(thiefTelegram) });
    expect(reauth.status).toBe(400);
    expect((await thief.get('/api/me/reauth')).body.until).toBeNull();
    const signIn = await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: launch(thiefTelegram) });
    expect(signIn.body.user.id).not.toBe(victim.user.id);

    // So nothing that needs the person.
    expect(code(await thief.get('/api/me/export'))).toBe('reauthentication_required');
    const wallet = await makeWallet('v4r2');
    expect(code(await thief.post('/api/wallet/link', await freshProof(t, victim.client, wallet)))).toBe('reauthentication_required');
    expect(code(await thief.post('/api/me/2fa/totp'))).toBe('reauthentication_required');
    const withdrawal = await thief.post('/api/withdrawals', { amount: nano('250000') });
    expect([withdrawal.status, code(withdrawal)]).toEqual([403, 'wallet_required']);

    const me = (await victim.client.get('/api/me')).body.user;
    expect(me).toMatchObject({ tonWallet: null, telegram: null });
    expect(await ledgerSum(t.db, victim.user.id)).toBe(300_000n * 1_000_000_000n);
    expect((await t.db.query("SELECT 1 FROM audit_log WHERE actor_id = $1 AND action LIKE 'credential_%'", [victim.user.id])).rowCount).toBe(0);
  });

  it('with the password too: the owner is told, withdrawals wait, and the reset takes the Telegram link back', async () => {
    const victim = await withdrawalReadyUser(t, admin, 300_000);
    const thiefTelegram = newTelegramUser({ first_name: 'Mallory' });
    const thief = withCookie(victim.client.cookie);
    await reauthenticate(thief as ApiClient);
    expect((await thief.post('/api/telegram/link', { initData: launch(thiefTelegram) })).status).toBe(200);

    // The owner's address hears of it, with the way to act.
    const notice = t.sent.filter((mail) => mail.to === victim.identity.email && mail.subject === 'Compte Telegram associé').at(-1)!;
    expect(notice.text).toContain('Mallory');
    expect(notice.link).toBe(`${APP_URL}/reset-password`);
    // The money waits for the owner to notice.
    expect(code(await thief.post('/api/withdrawals', { amount: nano('250000') }))).toBe('credential_recently_added');
    // A Telegram link is a way in, never a password: it re-authenticates nothing on this account.
    passedReauthWindow();
    expect((await thief.post('/api/me/reauth', { telegram: launch(thiefTelegram) })).status).toBe(400);

    // The owner resets the password: every session ends, and the thief's Telegram no longer signs in.
    await resetPassword(t.baseUrl, t.sent, victim.identity.email, 'N3w!password');
    const byTelegram = await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: launch(thiefTelegram) });
    expect([byTelegram.status, code(byTelegram)]).toEqual([401, 'telegram_paused']);
    const owner = new ApiClient(t.baseUrl);
    expect((await owner.post('/api/auth/login', { email: victim.identity.email, password: 'N3w!password' })).status).toBe(200);
    expect((await owner.get('/api/me')).body.user.telegram).toMatchObject({ firstName: 'Mallory', paused: true });
    await reauthenticate(owner, { password: 'N3w!password' });
    expect((await owner.request('DELETE', '/api/telegram/link')).body.user.telegram).toBeNull();
    const after = await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: launch(thiefTelegram) });
    expect(after.body.user.id).not.toBe(victim.user.id);
  });

  it('a Telegram-only account cannot be re-linked, given an address or a password from its stolen session', async () => {
    const owner = await telegramAccount(t, BOT_TOKEN);
    expect((await owner.client.get('/api/me')).body.user.telegram).toMatchObject({ firstName: 'Camille', paused: false });
    passedReauthWindow();
    const thief = withCookie(owner.client.cookie);
    const thiefTelegram = newTelegramUser({ first_name: 'Mallory' });
    expect(code(await thief.post('/api/telegram/link', { initData: launch(thiefTelegram) }))).toBe('reauthentication_required');
    expect(code(await thief.post('/api/me/reauth', { telegram: launch(thiefTelegram) }))).toBe('telegram_invalid');
    expect(code(await thief.post('/api/me/email', { email: 'mallory@example.test' }))).toBe('reauthentication_required');
    expect(code(await thief.post('/api/me/password', { newPassword: STRONG_PASSWORD }))).toBe('reauthentication_required');
    // The owner's Telegram still opens the owner's account, not a new one.
    const again = await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: launch(owner.telegram) });
    expect(again.body).toMatchObject({ created: false, user: { id: owner.user.id, email: null } });
  });
});

describe('the link', () => {
  it('is shown in /api/me with its name and date, never replaced in place (409), and unlinked by its owner', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    const first = newTelegramUser({ first_name: 'Camille', username: 'camille_fr' });
    await linkTelegram(player.client, launch(first));
    const me = (await player.client.get('/api/me')).body.user;
    expect(me.telegram).toMatchObject({ firstName: 'Camille', username: 'camille_fr', paused: false });
    expect(Math.abs(Date.parse(me.telegram.since) - t.clock.now().getTime())).toBeLessThan(60_000);

    const replaced = await player.client.post('/api/telegram/link', { initData: launch(newTelegramUser()) });
    expect([replaced.status, code(replaced)]).toEqual([409, 'telegram_already_linked']);
    expect((await player.client.get('/api/me')).body.user.telegram.firstName).toBe('Camille');

    const unlinked = await player.client.request('DELETE', '/api/telegram/link');
    expect([unlinked.status, unlinked.body.user.telegram]).toEqual([200, null]);
    // The Telegram account that was removed is told too.
    const told = bot.callsOf('sendMessage').filter((params) => String(params.chat_id) === String(first.id));
    expect(told.at(-1)?.text).toMatch(/^Compte Telegram dissocié/);
    expect(code(await player.client.request('DELETE', '/api/telegram/link'))).toBe('telegram_not_linked');
  });

  it('refuses a Telegram account linked to someone else (409 telegram_in_use)', async () => {
    const owner = await telegramAccount(t, BOT_TOKEN);
    const player = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(player.client);
    const taken = await player.client.post('/api/telegram/link', { initData: launch(owner.telegram) });
    expect([taken.status, code(taken)]).toEqual([409, 'telegram_in_use']);
  });

  it('is not unlinked from an account it is the only way into', async () => {
    const made = await telegramAccount(t, BOT_TOKEN);
    // Said before the re-authentication is asked: the launch's one proof is not spent on it.
    expect(code(await made.client.request('DELETE', '/api/telegram/link'))).toBe('telegram_only_sign_in');
    await reauthenticate(made.client, { password: undefined, telegram: launch(made.telegram) });
    expect(code(await made.client.request('DELETE', '/api/telegram/link'))).toBe('telegram_only_sign_in');
    // An address alone is not a way in: a password (or a passkey) with it is.
    expect((await made.client.post('/api/me/email', { email: `only.${made.telegram.id}@example.test` })).status).toBe(200);
    expect(code(await made.client.request('DELETE', '/api/telegram/link'))).toBe('telegram_only_sign_in');
    expect((await made.client.post('/api/me/password', { newPassword: STRONG_PASSWORD })).status).toBe(204);
    expect((await made.client.request('DELETE', '/api/telegram/link')).status).toBe(200);
  });

  it('kept after a reset signs in again, from a re-authenticated session only', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    const own = newTelegramUser();
    await linkTelegram(player.client, launch(own));
    await resetPassword(t.baseUrl, t.sent, player.identity.email, 'N3w!password');
    expect(code(await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: launch(own) }))).toBe('telegram_paused');
    const owner = new ApiClient(t.baseUrl);
    expect((await owner.post('/api/auth/login', { email: player.identity.email, password: 'N3w!password' })).status).toBe(200);
    expect(code(await owner.post('/api/telegram/link/keep'))).toBe('reauthentication_required');
    await reauthenticate(owner, { password: 'N3w!password' });
    expect((await owner.post('/api/telegram/link/keep')).body.user.telegram.paused).toBe(false);
    expect((await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: launch(own) })).body.user.id).toBe(player.user.id);
  });
});

describe('what Telegram may prove (decision 048)', () => {
  it('is one factor: an account with an app code asks for it, one with a passkey is sent to its password', async () => {
    const withCode = await registerUser(t.baseUrl, t.sent);
    const { secret } = await enrolTotp(t, withCode.client);
    const codeTelegram = newTelegramUser();
    await linkTelegram(withCode.client, launch(codeTelegram), { otp: nextTotpCode(t, secret) });
    const asked = await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: launch(codeTelegram) });
    expect([asked.status, code(asked), asked.body.error.details.methods]).toEqual([401, 'second_factor_required', { code: true, passkey: false }]);

    const withPasskey = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(withPasskey.client);
    const authenticator = await addPasskey(withPasskey.client, APP_URL);
    const passkeyTelegram = newTelegramUser();
    await linkTelegram(withPasskey.client, launch(passkeyTelegram), { password: undefined, passkey: await passkeyAnswer(withPasskey.client, authenticator) });
    const refused = await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: launch(passkeyTelegram) });
    expect([refused.status, code(refused), refused.body.error.details.methods]).toEqual([401, 'second_factor_required', { code: false, passkey: true }]);
    expect(code(await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: launch(passkeyTelegram), otp: '123456' }))).toBe('second_factor_required');
    // Its password signs it in, as before (decision 026).
    expect((await new ApiClient(t.baseUrl).post('/api/auth/login', { email: withPasskey.identity.email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('re-authenticates an account made in Telegram once per launch, within its five minutes', async () => {
    const made = await telegramAccount(t, BOT_TOKEN);
    const data = launch(made.telegram);
    expect((await made.client.post('/api/me/reauth', { telegram: data })).status).toBe(204);
    const replayed = await made.client.post('/api/me/reauth', { telegram: data });
    expect([replayed.status, code(replayed)]).toEqual([401, 'telegram_proof_used']);
    // The same launch's data, for a request that carries its own proof.
    expect(code(await made.client.request('DELETE', '/api/me', { telegram: data }))).toBe('telegram_proof_used');
    const stale = await made.client.post('/api/me/reauth', { telegram: launch(made.telegram, { ageMs: ACCOUNT.telegramReauthMaxAgeMs + 1000 }) });
    expect(code(stale)).toBe('telegram_expired');
  });

  it(`spends one launch once under ${POOL + 10} parallel re-authentications`, async () => {
    const made = await telegramAccount(t, BOT_TOKEN);
    passedReauthWindow();
    const data = launch(made.telegram);
    const answers = await Promise.all(Array.from({ length: POOL + 10 }, () => made.client.post('/api/me/reauth', { telegram: data })));
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(1);
    expect(answers.filter((answer) => code(answer) === 'telegram_proof_used')).toHaveLength(POOL + 9);
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
  });

  it('takes no password guess on an account without one: 400, nothing counted, so nobody can block its re-authentication', async () => {
    const made = await telegramAccount(t, BOT_TOKEN);
    const answers = await Promise.all(Array.from({ length: POOL + 10 }, (_, i) => made.client.post('/api/me/reauth', { password: `Guess${i}!pass` })));
    expect(answers.map((answer) => [answer.status, answer.body.error.details.fields.password.code])).toEqual(Array(POOL + 10).fill([400, 'no_password']));
    expect((await t.db.query('SELECT 1 FROM login_failures WHERE user_id = $1', [made.user.id])).rowCount).toBe(0);
    expect((await made.client.post('/api/me/reauth', { telegram: launch(made.telegram) })).status).toBe(204);
  });
});

describe('the back office and second factors (finding 3)', () => {
  it('removing the app code ends the unlock: enrolling again does not reopen it without the access code', async () => {
    const gated = await adminClient(t);
    const unlock = await gated.client.post('/api/admin/unlock', { code: ADMIN_CODE });
    expect([204, 409]).toContain(unlock.status);
    expect((await gated.client.get('/api/admin/overview')).status).toBe(200);
    const removed = await gated.client.request('DELETE', '/api/me/2fa/totp', { password: STRONG_PASSWORD, code: nextTotpCode(t, gated.totpSecret!) });
    expect(removed.status).toBe(204);
    await enrolTotp(t, gated.client);
    t.clock.advance(ADMIN.idleLockMs / 4);
    expect((await gated.client.get('/api/admin/gate')).body.unlocked).toBe(false);
    expect((await gated.client.get('/api/admin/overview')).status).toBe(403);
    expect((await gated.client.post('/api/admin/unlock', { code: ADMIN_CODE })).status).toBe(204);
    expect((await gated.client.get('/api/admin/overview')).status).toBe(200);
  });
});
