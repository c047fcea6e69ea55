import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { linkTelegram } from '#server-test/reauth-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { enrolTotp, nextTotpCode } from '#server-test/two-step-helpers.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { signInitData } from '#server/modules/telegram-api/init-data.ts';

/**
 * A link carrying someone's initData must not sign a browser into their account (decision 045,
 * amended): a Telegram sign-in over a live session of another account is refused until the person
 * chooses, and the choice ends the old session.
 */

const BOT_TOKEN = '654321:TEST-token-of-the-mini-app-bot';
let t: TestApp;
let nextTelegramId = 930_000_000 + Math.floor(Math.random() * 1_000_000);

beforeAll(async () => {
  t = await startTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN });
});
afterAll(async () => {
  await t.close();
});

function newTelegramUser() {
  nextTelegramId += 1;
  return { id: nextTelegramId, first_name: 'Mallory', username: `tg_${nextTelegramId}`, language_code: 'fr' };
}

const initDataOf = (user: ReturnType<typeof newTelegramUser>) =>
  signInitData({ auth_date: String(Math.floor(t.clock.now().getTime() / 1000)), query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', user: JSON.stringify(user) }, BOT_TOKEN);

const code = (response: { body: any }) => response.body?.error?.code;

/** The account a session cookie (`fre_session=…`) or bearer token opens, or the status when none. */
async function accountOf(credential: { cookie?: string; bearer?: string }): Promise<string | number> {
  const headers: Record<string, string> = credential.cookie ? { cookie: credential.cookie } : { authorization: `Bearer ${credential.bearer}` };
  const response = await fetch(`${t.baseUrl}/api/me`, { headers });
  return response.status === 200 ? ((await response.json()) as { user: { id: string } }).user.id : response.status;
}

const revokedAt = async (token: string) =>
  (await t.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM auth_sessions WHERE token_hash = $1', [hashToken(token)])).rows[0]?.revoked_at;

/** A Telegram user with an account of their own, signed in elsewhere. */
async function telegramAccount() {
  const telegram = newTelegramUser();
  const response = await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: initDataOf(telegram) });
  expect(response.status).toBe(200);
  return { telegram, user: response.body.user as { id: string }, token: response.body.token as string };
}

describe('POST /api/auth/telegram over a live session', () => {
  it("refuses with session_conflict over another account's cookie, and leaves that session as it was", async () => {
    const victim = await registerUser(t.baseUrl, t.sent);
    const cookie = victim.client.cookie!;
    const attacker = await telegramAccount();

    const refused = await victim.client.post('/api/auth/telegram', { initData: initDataOf(attacker.telegram) });
    expect([refused.status, code(refused)]).toEqual([409, 'session_conflict']);
    expect(refused.body.error.details).toEqual({ nickname: victim.user.nickname });
    expect(refused.body.error.message).toContain(victim.user.nickname);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(victim.client.cookie).toBe(cookie);
    expect(await accountOf({ cookie })).toBe(victim.user.id);
    expect(await revokedAt(cookie.split('=')[1]!)).toBeNull();
  });

  it('makes no account for a new Telegram user over another account\'s session', async () => {
    const victim = await registerUser(t.baseUrl, t.sent);
    const stranger = newTelegramUser();
    const refused = await victim.client.post('/api/auth/telegram', { initData: initDataOf(stranger) });
    expect([refused.status, code(refused)]).toEqual([409, 'session_conflict']);
    expect((await t.db.query('SELECT 1 FROM users WHERE telegram_id = $1', [stranger.id])).rowCount).toBe(0);
    expect(await accountOf({ cookie: victim.client.cookie! })).toBe(victim.user.id);
  });

  it('signs in when the person chose to switch, and ends the old session', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    const oldCookie = player.client.cookie!;
    const other = await telegramAccount();

    const switched = await player.client.post('/api/auth/telegram', { initData: initDataOf(other.telegram), switchAccount: true });
    expect(switched.status).toBe(200);
    expect(switched.body.user.id).toBe(other.user.id);
    expect(player.client.cookie).not.toBe(oldCookie);
    expect(await accountOf({ cookie: player.client.cookie! })).toBe(other.user.id);
    expect(await accountOf({ bearer: switched.body.token })).toBe(other.user.id);
    expect(await accountOf({ cookie: oldCookie })).toBe(401);
    expect(await revokedAt(oldCookie.split('=')[1]!)).not.toBeNull();

    // A new Telegram user too: the account is made (with the challenge), the old session ended.
    const next = await registerUser(t.baseUrl, t.sent);
    const nextCookie = next.client.cookie!;
    const made = await next.client.post('/api/auth/telegram', { initData: initDataOf(newTelegramUser()), switchAccount: true });
    expect([made.status, made.body.created]).toEqual([200, true]);
    expect(await accountOf({ cookie: nextCookie })).toBe(401);
  });

  it("signs into the session's own account as before, the session kept", async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    const cookie = player.client.cookie!;
    const telegram = newTelegramUser();
    await linkTelegram(player.client, initDataOf(telegram));

    const again = await player.client.post('/api/auth/telegram', { initData: initDataOf(telegram) });
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(player.user.id);
    expect(await accountOf({ cookie })).toBe(player.user.id);
    // Saying "switch" to the same account changes nothing either.
    const same = await player.client.post('/api/auth/telegram', { initData: initDataOf(telegram), switchAccount: true });
    expect(same.status).toBe(200);
    expect(await accountOf({ cookie })).toBe(player.user.id);
  });

  it("does the same over another account's bearer session", async () => {
    const first = await telegramAccount();
    const second = await telegramAccount();
    const asFirst = new ApiClient(t.baseUrl);
    const bearer = { authorization: `Bearer ${first.token}` };

    const refused = await asFirst.request('POST', '/api/auth/telegram', { initData: initDataOf(second.telegram) }, bearer);
    expect([refused.status, code(refused)]).toEqual([409, 'session_conflict']);
    expect(await accountOf({ bearer: first.token })).toBe(first.user.id);

    const same = await asFirst.request('POST', '/api/auth/telegram', { initData: initDataOf(first.telegram) }, bearer);
    expect([same.status, same.body.user.id]).toEqual([200, first.user.id]);

    const switched = await asFirst.request('POST', '/api/auth/telegram', { initData: initDataOf(second.telegram), switchAccount: true }, bearer);
    expect([switched.status, switched.body.user.id]).toEqual([200, second.user.id]);
    expect(await accountOf({ bearer: first.token })).toBe(401);
    expect(await accountOf({ bearer: switched.body.token })).toBe(second.user.id);
  });

  it('ends the old session only once the sign-in succeeded (the app code of two-step first)', async () => {
    const owner = await registerUser(t.baseUrl, t.sent);
    const { secret } = await enrolTotp(t, owner.client);
    const telegram = newTelegramUser();
    await linkTelegram(owner.client, initDataOf(telegram), { otp: nextTotpCode(t, secret) });
    const holder = await registerUser(t.baseUrl, t.sent);
    const cookie = holder.client.cookie!;

    const asked = await holder.client.post('/api/auth/telegram', { initData: initDataOf(telegram), switchAccount: true });
    expect(code(asked)).toBe('second_factor_required');
    expect(await accountOf({ cookie })).toBe(holder.user.id);

    const signedIn = await holder.client.post('/api/auth/telegram', { initData: initDataOf(telegram), switchAccount: true, otp: nextTotpCode(t, secret) });
    expect([signedIn.status, signedIn.body.user.id]).toEqual([200, owner.user.id]);
    expect(await accountOf({ cookie })).toBe(401);
  });
});
