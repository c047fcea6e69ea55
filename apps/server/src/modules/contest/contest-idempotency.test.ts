import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type ApiClient } from '#server-test/api-client.ts';
import { expectKeyReused, expectOneOfTenApplied, expectReplayedInARow, newKey } from '#server-test/idempotency-helpers.ts';
import { linkTelegram } from '#server-test/reauth-helpers.ts';
import { startTelegramStandIn } from '#server-test/telegram-stand-in.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { signInitData } from '#server/modules/telegram-api/init-data.ts';

const BOT_TOKEN = '123456:TEST-token-for-the-stand-in-server';
let t: TestApp;
let telegram: Awaited<ReturnType<typeof startTelegramStandIn>>;
let telegramUserId = 8_000_000;

beforeAll(async () => {
  telegram = await startTelegramStandIn(BOT_TOKEN);
  t = await startTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_URL: telegram.url, TELEGRAM_GROUP_CHAT_ID: '@fre_group', TELEGRAM_GROUP_URL: 'https://t.me/fre_group' });
});
afterAll(async () => {
  await t.close();
  await telegram.close();
});

/** A player whose Telegram account is in the group: level 1 can be validated. */
async function groupMember() {
  const player = await registerUser(t.baseUrl, t.sent);
  telegramUserId += 1;
  telegram.answers.set(String(telegramUserId), 'member');
  const initData = signInitData({ auth_date: String(Math.floor(t.clock.now().getTime() / 1000)), query_id: 'AAE', user: JSON.stringify({ id: telegramUserId, first_name: 'Fre' }) }, BOT_TOKEN);
  await linkTelegram(player.client, initData);
  return player;
}

const validate = (client: ApiClient, level: number, key: string) => client.request('POST', `/api/contest/levels/${level}/validate`, undefined, { 'idempotency-key': key });
const validationsOf = async (userId: string) => Number((await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM level_validations WHERE user_id = $1', [userId])).rows[0]!.n);

describe('a contest validation with an Idempotency-Key', () => {
  it('sent twice in a row validates the level once and answers the retry with it', async () => {
    const { client, user } = await groupMember();
    const key = newKey();
    const first = await expectReplayedInARow(() => validate(client, 1, key));
    expect(first.body.level).toBe(1);
    expect(await validationsOf(user.id)).toBe(1);
  });

  it('sent ten times at once validates once', async () => {
    const { client, user } = await groupMember();
    const key = newKey();
    await expectOneOfTenApplied(() => validate(client, 1, key));
    expect(await validationsOf(user.id)).toBe(1);
  });

  it('is refused for another level under the same key', async () => {
    const { client, user } = await groupMember();
    const key = newKey();
    expect((await validate(client, 1, key)).status).toBe(200);
    expectKeyReused(await validate(client, 2, key));
    expect(await validationsOf(user.id)).toBe(1);
  });

  it('validates once in each of two accounts sending the same key', async () => {
    const key = newKey();
    for (const { client, user } of [await groupMember(), await groupMember()]) {
      const validated = await validate(client, 1, key);
      expect([validated.status, validated.headers.get('idempotent-replayed')]).toEqual([200, null]);
      expect(await validationsOf(user.id)).toBe(1);
    }
  });
});
