import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { asAdmin, type Admin } from '#server-test/money-helpers.ts';
import { linkTelegram, reauthenticate } from '#server-test/reauth-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { enrolTotp, nextTotpCode } from '#server-test/two-step-helpers.ts';
import { signInitData } from './init-data.ts';

const BOT_TOKEN = '777001:TEST-token-of-the-init-data-edges';
let t: TestApp;
let admin: Admin;
let nextTelegramId = 930_000_000 + Math.floor(Math.random() * 1_000_000);

beforeAll(async () => {
  t = await startTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN });
  admin = await adminClient(t);
});
afterAll(async () => {
  await t.close();
});

/** initData signed with our bot token around `user`, the JSON text as given (so that ids beyond JavaScript's numbers stay as written). */
function signed(user: string, extra: Record<string, string> = {}): string {
  return signInitData({ auth_date: String(Math.floor(t.clock.now().getTime() / 1000)), user, ...extra }, BOT_TOKEN);
}
const userJson = (fields: Record<string, unknown>) => JSON.stringify(fields);
const code = (response: { body: any }) => response.body?.error?.code;
const newId = () => ++nextTelegramId;

/**
 * Rightly signed initData whose values Telegram never sends: for the account's own Telegram id where
 * the id is not the point. Signed when used, at the test clock's time (the clock moves between codes).
 */
function badValues(ownId: number): [string, () => string][] {
  return [
    ['a user id of 2^63', () => signed(`{"id":9223372036854775808,"first_name":"Big"}`)],
    ['a user id of 2^64 + 1', () => signed(`{"id":18446744073709551617,"first_name":"Big"}`)],
    ['a user id of 2^52', () => signed(userJson({ id: 2 ** 52, first_name: 'Big' }))],
    ['a user id of 0', () => signed(userJson({ id: 0, first_name: 'Zero' }))],
    ['a negative user id', () => signed(userJson({ id: -ownId, first_name: 'Neg' }))],
    ['a user id with a fraction', () => signed(`{"id":${ownId}.5,"first_name":"Half"}`)],
    ['a user id given as text', () => signed(userJson({ id: String(ownId), first_name: 'Text' }))],
    ['a NUL in the username', () => signed(userJson({ id: ownId, username: 'zoe\u0000admin', first_name: 'Zoé' }))],
    ['a control character in the username', () => signed(userJson({ id: ownId, username: 'zoe\u0007bell', first_name: 'Zoé' }))],
    ['a NUL in the first name', () => signed(userJson({ id: ownId, first_name: 'Zo\u0000é' }))],
    ['a NUL in the language', () => signed(userJson({ id: ownId, first_name: 'Zoé', language_code: 'ru\u0000' }))],
    ['a NUL in the start parameter', () => signed(userJson({ id: ownId, first_name: 'Zoé' }), { start_param: 'ref_ABC\u0000' })],
  ];
}

async function expectRefused(label: string, send: () => Promise<{ status: number; body: any }>) {
  const response = await send();
  expect([label, response.status, code(response)]).toEqual([label, 401, 'telegram_invalid']);
}

/** An account made in Telegram, signed in, with its Telegram id. */
async function telegramAccount() {
  const id = newId();
  const client = new ApiClient(t.baseUrl);
  const made = await client.post('/api/auth/telegram', { initData: signed(userJson({ id, first_name: 'Tg', username: `tg_${id}` })) });
  expect(made.status).toBe(200);
  return { client, id, userId: made.body.user.id as string };
}

describe('initData with values Telegram never signs', () => {
  it('is refused with 401 telegram_invalid by POST /api/auth/telegram, never a 500, and makes no account', async () => {
    const ownId = newId();
    for (const [label, initData] of badValues(ownId)) await expectRefused(label, () => new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: initData() }));
    expect((await t.db.query('SELECT 1 FROM users WHERE telegram_id = $1', [ownId])).rowCount).toBe(0);
  });

  it('is refused by POST /api/telegram/link, and links nothing', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(player.client);
    for (const [label, initData] of badValues(newId())) await expectRefused(label, () => player.client.post('/api/telegram/link', { initData: initData() }));
    expect((await t.db.query('SELECT telegram_id FROM users WHERE id = $1', [player.user.id])).rows).toEqual([{ telegram_id: null }]);
  });

  it('is refused by POST /api/me/reauth {telegram}, even for the account\'s own Telegram id', async () => {
    const { client, id } = await telegramAccount();
    for (const [label, initData] of badValues(id)) await expectRefused(label, () => client.post('/api/me/reauth', { telegram: initData() }));
    expect((await client.get('/api/me/reauth')).body.until).toBeNull();
  });

  it('is refused by DELETE /api/me {telegram}, and the account stays', async () => {
    const { client, id, userId } = await telegramAccount();
    for (const [label, initData] of badValues(id)) {
      // More values than DELETE /api/me's 10 a minute: each one is asked as if alone.
      await t.db.query('DELETE FROM rate_limit_hits');
      await expectRefused(label, () => client.request('DELETE', '/api/me', { telegram: initData() }));
    }
    expect((await t.db.query('SELECT deleted_at FROM users WHERE id = $1', [userId])).rows).toEqual([{ deleted_at: null }]);
  });

  it('is refused by DELETE /api/me/2fa/totp {telegram}, and two-step stays on', async () => {
    const { client, id } = await telegramAccount();
    const { secret } = await enrolTotp(t, client, { password: undefined, telegram: signed(userJson({ id, first_name: 'Tg' })) });
    for (const [label, initData] of badValues(id)) await expectRefused(label, () => client.request('DELETE', '/api/me/2fa/totp', { telegram: initData(), code: nextTotpCode(t, secret) }));
    expect((await client.get('/api/me/2fa')).body.totp).toBe(true);
  });
});

describe('Telegram names', () => {
  const weird = ['\u202Eadmin_gnp', 'аdmin', `${'a'.repeat(3800)}`, 'adm\u200Bin', 'ad min'];

  it('keeps a username only when it is one Telegram could give, at sign-in, at link, and on the admin\'s user page', async () => {
    for (const username of weird) {
      const id = newId();
      const made = await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: signed(userJson({ id, username, first_name: '\u202Efdp.exe' })) });
      expect([username.slice(0, 12), made.status]).toEqual([username.slice(0, 12), 200]);
      expect(made.body.user.telegramUsername).toBeNull();
      expect(made.body.user.nickname).toMatch(/^[\p{L}\p{N}_.-]+$/u);
      expect(made.body.user.nickname.length).toBeLessThanOrEqual(ACCOUNT.nicknameMaxLength);
      const shown = await asAdmin(admin, 'GET', `/api/admin/users/${made.body.user.id}`);
      expect([shown.status, shown.body.user.telegramUsername]).toEqual([200, null]);

      const player = await registerUser(t.baseUrl, t.sent);
      await linkTelegram(player.client, signed(userJson({ id: newId(), username, first_name: 'Zoé' })));
      expect((await t.db.query('SELECT telegram_username FROM users WHERE id = $1', [player.user.id])).rows).toEqual([{ telegram_username: null }]);
    }
  });

  it('takes the nickname from a first name without its bidirectional or invisible characters, bounded', async () => {
    const made = await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: signed(userJson({ id: newId(), first_name: `\u202Eli\u200Bne\u2066${'e'.repeat(3000)}` })) });
    expect(made.status).toBe(200);
    expect(made.body.user.nickname).toMatch(/^line+\d*$/);
    expect(made.body.user.nickname.length).toBeLessThanOrEqual(ACCOUNT.nicknameMaxLength);
  });

  it('still stores a username Telegram gives, 4 to 32 letters, digits and _', async () => {
    const id = newId();
    const username = `Zoe_${id}`;
    const made = await new ApiClient(t.baseUrl).post('/api/auth/telegram', { initData: signed(userJson({ id, username, first_name: 'Zoé' })) });
    expect(made.body.user.telegramUsername).toBe(username);
  });
});
