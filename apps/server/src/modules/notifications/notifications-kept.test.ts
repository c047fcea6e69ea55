import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_KEPT } from '@fre/domain';
import { registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { insertNotification } from './notifications.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const stored = async (userId: string) =>
  (await t.db.query<{ params: { n: number } }>('SELECT params FROM notifications WHERE user_id = $1 ORDER BY id', [userId])).rows.map((row) => row.params.n);

describe('notifications kept', () => {
  it(`keeps a player's ${NOTIFICATIONS_KEPT} latest notifications, as the privacy policy says, and no more`, async () => {
    const [player, other] = [await registerUser(t.baseUrl, t.sent), await registerUser(t.baseUrl, t.sent)];
    await t.db.query('DELETE FROM notifications WHERE user_id = ANY($1)', [[player.user.id, other.user.id]]);
    await insertNotification(t.db, { userId: other.user.id, type: 'support_reply', params: { n: 0 }, link: '/support', now: t.clock.now() });
    for (let n = 1; n <= NOTIFICATIONS_KEPT + 2; n++) {
      await insertNotification(t.db, { userId: player.user.id, type: 'support_reply', params: { n }, link: '/support', now: t.clock.now() });
    }
    expect(await stored(player.user.id)).toEqual(Array.from({ length: NOTIFICATIONS_KEPT }, (_, i) => i + 3));
    expect(await stored(other.user.id)).toEqual([0]);
  });
});
