import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_REWARDS_NANO, MINING } from '@fre/domain';
import { registerUser } from '#server-test/api-client.ts';
import { linkTelegram, reauthenticate } from '#server-test/reauth-helpers.ts';
import { startTelegramStandIn } from '#server-test/telegram-stand-in.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { signInitData } from '#server/modules/telegram-api/init-data.ts';

const BOT_TOKEN = '123456:TEST-token-for-the-stand-in-server';
let t: TestApp;
let telegram: Awaited<ReturnType<typeof startTelegramStandIn>>;
let telegramUserId = 7_000_000;

beforeAll(async () => {
  telegram = await startTelegramStandIn(BOT_TOKEN);
  t = await startTestApp({
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_API_URL: telegram.url,
    TELEGRAM_GROUP_CHAT_ID: '@fre_group',
    TELEGRAM_CHANNEL_CHAT_ID: '@fre_channel',
    TELEGRAM_GROUP_URL: 'https://t.me/fre_group',
    TELEGRAM_CHANNEL_URL: 'https://t.me/fre_channel',
    SOCIAL_X_URL: 'https://x.com/fre',
    SOCIAL_FACEBOOK_URL: 'https://facebook.com/fre',
    SOCIAL_YOUTUBE_URL: 'https://youtube.com/@fre',
  });
});
afterAll(async () => {
  await t.close();
  await telegram.close();
});

function initDataFor(id: number, authDate = Math.floor(t.clock.now().getTime() / 1000)) {
  return signInitData({ auth_date: String(authDate), query_id: 'AAE', user: JSON.stringify({ id, first_name: 'Fre', username: `fre${id}` }) }, BOT_TOKEN);
}

async function linkedUser(answer: 'member' | 'left' | 'kicked' | 'error') {
  const player = await registerUser(t.baseUrl, t.sent);
  telegramUserId += 1;
  telegram.answers.set(String(telegramUserId), answer);
  await linkTelegram(player.client, initDataFor(telegramUserId));
  return { ...player, telegramUserId };
}

describe('contest levels', () => {
  it('lists 10 levels in order with their tasks, rewards and how each is checked', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const contest = (await client.get('/api/contest')).body;
    expect(contest.levels).toHaveLength(10);
    expect(contest.levels.map((l: any) => l.state)).toEqual(['available', ...Array(9).fill('locked')]);
    expect(contest.levels[0]).toMatchObject({ task: 'telegram_group', verification: 'telegram', link: 'https://t.me/fre_group', reward: LEVEL_REWARDS_NANO[0]!.toString() });
    expect(contest.levels[2]).toMatchObject({ task: 'follow_x', verification: 'self_declared', link: 'https://x.com/fre' });
    expect(contest.levels[9]).toMatchObject({ task: 'buy_fre5', verification: 'pack', reward: '10000000' });
  });

  it('validates level 1 against the Telegram Bot API once the account is linked', async () => {
    const notLinked = await registerUser(t.baseUrl, t.sent);
    expect((await notLinked.client.post('/api/contest/levels/1/validate')).body.error.code).toBe('telegram_not_linked');

    const member = await linkedUser('member');
    const validated = await member.client.post('/api/contest/levels/1/validate');
    expect(validated.status).toBe(200);
    expect(validated.body).toEqual({ level: 1, reward: '1000000' });
    expect(telegram.calls.at(-1)).toEqual({ method: 'getChatMember', params: { chat_id: '@fre_group', user_id: Number(member.telegramUserId) } });
    expect((await member.client.post('/api/contest/levels/1/validate')).body.error.code).toBe('level_already_validated');
    const rate = (await member.client.get('/api/mining')).body.rate;
    expect(rate).toMatchObject({ levels: '1000000', total: (MINING.baseRateNano + 1_000_000n).toString() });
    expect((await member.client.get('/api/me')).body.user.level).toBe(1);
  });

  it('refuses members who left or were kicked, and says when Telegram fails', async () => {
    for (const answer of ['left', 'kicked'] as const) {
      const user = await linkedUser(answer);
      expect((await user.client.post('/api/contest/levels/1/validate')).body.error.code).toBe('task_not_completed');
    }
    const failing = await linkedUser('error');
    const response = await failing.client.post('/api/contest/levels/1/validate');
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('telegram_unavailable');
    expect((await failing.client.get('/api/me')).body.user.level).toBe(0);
  });

  it('goes in order: a level waits for the previous one, self-declared ones validate, conditions are checked', async () => {
    const user = await linkedUser('member');
    expect((await user.client.post('/api/contest/levels/3/validate')).body.error.code).toBe('level_locked');
    for (const level of [1, 2, 3, 4, 5]) expect((await user.client.post(`/api/contest/levels/${level}/validate`)).status, `level ${level}`).toBe(200);
    expect((await user.client.post('/api/contest/levels/6/validate')).body.error.code).toBe('task_not_completed');
    await registerUser(t.baseUrl, t.sent, { referralCode: user.user.referralCode });
    expect((await user.client.post('/api/contest/levels/6/validate')).status).toBe(200);
    const contest = (await user.client.get('/api/contest')).body;
    expect(contest.levels[6]).toMatchObject({ task: 'add_wallet', state: 'waiting' });
    expect((await user.client.post('/api/contest/levels/7/validate')).body.error.code).toBe('task_not_completed');
    expect((await user.client.post('/api/contest/levels/11/validate')).status).toBe(400);
  });

  it('validates a level once under parallel requests', async () => {
    const user = await linkedUser('member');
    const results = await Promise.all(Array.from({ length: 10 }, () => user.client.post('/api/contest/levels/1/validate')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const rows = await t.db.query('SELECT count(*)::int AS n FROM level_validations WHERE user_id = $1', [user.user.id]);
    expect(rows.rows[0].n).toBe(1);
  });
});

describe('linking Telegram', () => {
  it('refuses forged, stale or already-linked initData', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(client);
    const forged = initDataFor(42).replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`);
    expect((await client.post('/api/telegram/link', { initData: forged })).body.error.code).toBe('telegram_invalid');
    const stale = initDataFor(43, Math.floor(t.clock.now().getTime() / 1000) - 2 * 86_400);
    expect((await client.post('/api/telegram/link', { initData: stale })).body.error.code).toBe('telegram_expired');
    const taken = await linkedUser('member');
    const again = await client.post('/api/telegram/link', { initData: initDataFor(taken.telegramUserId) });
    expect(again.body.error.code).toBe('telegram_in_use');
  });
});
