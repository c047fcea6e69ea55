import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINING } from '@fre/domain';
import { registerUser } from '#server-test/api-client.ts';
import { pushJobs } from '#server-test/push-helpers.ts';
import { BOT_TOKEN, starsEnv, telegramBuyer } from '#server-test/stars-helpers.ts';
import { startTelegramStandIn, type TelegramStandIn } from '#server-test/telegram-stand-in.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';

let t: TestApp;
let telegram: TelegramStandIn;
let jobs: Awaited<ReturnType<typeof pushJobs>>;

beforeAll(async () => {
  telegram = await startTelegramStandIn(BOT_TOKEN);
  t = await startTestApp(starsEnv(telegram.url));
  jobs = await pushJobs(t, starsEnv(telegram.url));
});
afterAll(async () => {
  await t.close();
  await telegram.close();
});

const messagesTo = (telegramId: number) => telegram.callsOf('sendMessage').filter((call) => call.chat_id === telegramId);
const allowed = async (userId: string) => (await t.db.query('SELECT telegram_messages_allowed AS a FROM users WHERE id = $1', [userId])).rows[0].a as boolean;

describe('bot messages in place of Web Push', () => {
  it('stores the requestWriteAccess answer, for accounts linked to Telegram only', async () => {
    const { client, user } = await telegramBuyer(t);
    expect((await client.get('/api/telegram/messages')).body).toEqual({ allowed: false });
    expect((await client.post('/api/telegram/messages', { allowed: true })).body).toEqual({ allowed: true });
    expect(await allowed(user.id)).toBe(true);
    expect((await client.get('/api/telegram/messages')).body).toEqual({ allowed: true });
    expect((await client.post('/api/telegram/messages', { allowed: false })).body).toEqual({ allowed: false });
    expect(await allowed(user.id)).toBe(false);
    const unlinked = await registerUser(t.baseUrl, t.sent);
    expect((await unlinked.client.post('/api/telegram/messages', { allowed: true })).body.error.code).toBe('telegram_not_linked');
    expect((await unlinked.client.post('/api/telegram/messages', { allowed: 'yes' })).status).toBe(400);
  });

  it('writes the session\'s end and a paid withdrawal, in the player\'s language, to those who allowed it only', async () => {
    const allowing = await telegramBuyer(t);
    const silent = await telegramBuyer(t);
    await allowing.client.post('/api/telegram/messages', { allowed: true });
    await allowing.client.post('/api/mining/start');
    await silent.client.post('/api/mining/start');
    t.clock.advance(MINING.sessionDurationMs - 30_000);
    await jobs.schedule();
    await jobs.dispatch();
    const [ending] = messagesTo(allowing.telegramId);
    expect(ending).toMatchObject({ text: expect.stringMatching(/^Session bientôt terminée\n/) });
    expect(ending!.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Ouvrir FRE Mining', web_app: { url: expect.stringMatching(/\/tg$/) } }]] });
    expect(messagesTo(silent.telegramId)).toHaveLength(0);

    await insertNotification(t.db, { userId: allowing.user.id, type: 'withdrawal_complete', params: {}, link: '/wallet', now: t.clock.now() });
    await insertNotification(t.db, { userId: allowing.user.id, type: 'level_up', params: { level: 2 }, link: '/', now: t.clock.now() });
    await jobs.dispatch();
    expect(messagesTo(allowing.telegramId).map((call) => String(call.text).split('\n')[0])).toEqual(['Session bientôt terminée', 'Retrait effectué']);
  });

  it('withdraws the consent when Telegram answers 403 (the player blocked the bot)', async () => {
    const { client, user, telegramId } = await telegramBuyer(t);
    await client.post('/api/telegram/messages', { allowed: true });
    telegram.blocked.add(String(telegramId));
    await insertNotification(t.db, { userId: user.id, type: 'withdrawal_complete', params: {}, link: '/wallet', now: t.clock.now() });
    await jobs.dispatch();
    expect(await allowed(user.id)).toBe(false);
    telegram.blocked.delete(String(telegramId));
    await insertNotification(t.db, { userId: user.id, type: 'withdrawal_complete', params: {}, link: '/wallet', now: t.clock.now() });
    await jobs.dispatch();
    expect(messagesTo(telegramId)).toHaveLength(1);
  });
});
