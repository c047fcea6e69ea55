import { NOTIFICATIONS_KEPT } from '@fre/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertSqlUser } from '#server-test/sql-users.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { insertNotification, listNotificationsWithUnread, markAllRead, type NotificationRow } from './notifications.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The statement listNotificationsWithUnread sent before the function notifications_page (migration 039), mapped as it was: the reference. */
async function pageBefore(userId: string, beforeId: bigint | null, limit: number): Promise<{ rows: NotificationRow[]; unread: number }> {
  const result = await t.db.query<Partial<NotificationRow> & { unread: number }>(
    `SELECT counted.unread, page.id, page.type, page.params, page.link, page.created_at, page.read_at
       FROM (SELECT count(*) FILTER (WHERE read_at IS NULL)::int AS unread
               FROM (SELECT read_at FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $4) newest) counted
       LEFT JOIN LATERAL (
         SELECT id, type, params, link, created_at, read_at FROM notifications
          WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3) page ON true
      ORDER BY page.id DESC`,
    [userId, beforeId, limit, NOTIFICATIONS_KEPT],
  );
  const unread = result.rows[0]?.unread ?? 0;
  const rows = result.rows.filter((row) => row.id !== null && row.id !== undefined) as NotificationRow[];
  return { rows, unread };
}

it('answers the bell as the query before the function did: empty, pages before a cursor, read and unread', async () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const player = await insertSqlUser(t.db);
  const cases = async () => {
    const ids = (await t.db.query<{ id: bigint }>('SELECT id FROM notifications WHERE user_id = $1 ORDER BY id DESC', [player])).rows.map((row) => row.id);
    for (const before of [null, ...ids]) {
      for (const limit of [1, 3, 20]) {
        expect(await listNotificationsWithUnread(t.db, player, before, limit), `${before} ${limit}`).toEqual(await pageBefore(player, before, limit));
      }
    }
  };

  await cases(); // none: the one row carries the count alone
  expect(await listNotificationsWithUnread(t.db, player, null, 20)).toEqual({ rows: [], unread: 0 });
  for (let i = 0; i < 6; i++) {
    await insertNotification(t.db, { userId: player, type: i % 2 ? 'mining_ended' : 'referral_joined', params: { n: i }, link: i % 2 ? '/' : '/referrals', now: new Date(now.getTime() + i) });
  }
  await cases(); // all unread
  await markAllRead(t.db, player, now, '/referrals');
  await cases(); // half read
  const page = await listNotificationsWithUnread(t.db, player, null, 20);
  expect(page.unread).toBe(3);
  expect(page.rows.map((row) => row.params)).toEqual([5, 4, 3, 2, 1, 0].map((n) => ({ n })));
});
