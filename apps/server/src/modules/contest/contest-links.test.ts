import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

/** An installation that set its Telegram group's link and no other: no bot, so Telegram tasks are self-declared. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TELEGRAM_GROUP_URL: 'https://t.me/fre_links_group' });
});
afterAll(() => t.close());

describe('a contest level done on a site whose link is not set', () => {
  it('cannot be validated, even by calling the API, and the level stays where it was', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    expect((await client.post('/api/contest/levels/1/validate')).status).toBe(200);

    const refused = await client.post('/api/contest/levels/2/validate');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('task_not_completed');

    const contest = (await client.get('/api/contest')).body;
    expect(contest.level).toBe(1);
    expect(contest.levels[1]).toMatchObject({ task: 'telegram_channel', link: null });
    const rows = await t.db.query('SELECT level FROM level_validations WHERE user_id = $1 ORDER BY level', [user.id]);
    expect(rows.rows.map((row) => row.level)).toEqual([1]);
  });
});
