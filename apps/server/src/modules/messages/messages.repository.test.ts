import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertSqlUser } from '#server-test/sql-users.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { inboxOf } from './messages.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Inbox = Awaited<ReturnType<typeof inboxOf>>;

/** The statement inboxOf sent before the function inbox_of (migration 039), mapped as it was: the reference. */
async function inboxBefore(userId: string, now: Date, page: { after: bigint | null; limit: number }, counted: number, readUpto: bigint): Promise<Inbox> {
  const result = await t.db.query(
    `SELECT
       (SELECT row_to_json(g) FROM (
          SELECT g.id::text, g.type, g.title, g.content, g.active, g.expires_at, g.created_at FROM global_messages g
          WHERE g.active AND (g.expires_at IS NULL OR g.expires_at > $2)
            AND NOT EXISTS (SELECT 1 FROM global_message_reads r WHERE r.message_id = g.id AND r.user_id = $1)
          LIMIT 1) g) AS global,
       (SELECT coalesce(json_agg(json_build_object('id', i.id::text, 'title', i.title, 'content', i.content, 'created_at', i.created_at) ORDER BY i.id DESC), '[]'::json)
          FROM (SELECT id, title, content, created_at FROM information_messages WHERE $3::bigint IS NULL OR id < $3 ORDER BY id DESC LIMIT $4) i) AS information,
       (SELECT count(*)::int FROM (SELECT id FROM information_messages ORDER BY id DESC LIMIT $5) n WHERE n.id > $6) AS unread`,
    [userId, now, page.after, page.limit, counted, readUpto],
  );
  const row = result.rows[0]!;
  return {
    global: row.global && { ...row.global, id: BigInt(row.global.id), expires_at: row.global.expires_at ? new Date(row.global.expires_at) : null, created_at: new Date(row.global.created_at) },
    information: row.information.map((m: { id: string; created_at: string }) => ({ ...m, id: BigInt(m.id), created_at: new Date(m.created_at) })),
    unread: row.unread,
  };
}

it('answers the message centre as the query before the function did: the global message shown, read or expired, pages and the unread count', async () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const reader = await insertSqlUser(t.db);
  const other = await insertSqlUser(t.db);
  const cases = async () => {
    const ids = (await t.db.query<{ id: bigint }>('SELECT id FROM information_messages ORDER BY id DESC')).rows.map((row) => row.id);
    for (const userId of [reader, other]) {
      for (const page of [{ after: null, limit: 20 }, { after: null, limit: 2 }, ...ids.map((after) => ({ after, limit: 2 }))]) {
        for (const readUpto of [0n, ids[2] ?? 0n, ids[0] ?? 0n]) {
          for (const counted of [3, 50]) {
            const label = JSON.stringify({ userId, after: page.after?.toString(), limit: page.limit, readUpto: readUpto.toString(), counted });
            expect(await inboxOf(t.db, userId, now, page, counted, readUpto), label).toEqual(await inboxBefore(userId, now, page, counted, readUpto));
          }
        }
      }
    }
  };

  await cases(); // nothing published
  for (let i = 0; i < 5; i++) {
    await t.db.query('INSERT INTO information_messages (title, content, created_at) VALUES ($1, $2, $3)', [`Title ${i}`, `Content ${i}`, new Date(now.getTime() - (5 - i) * 60_000)]);
  }
  const message = (await t.db.query<{ id: bigint }>(
    "INSERT INTO global_messages (type, title, content, expires_at, created_at) VALUES ('warning', 'Maintenance', 'Tonight', $1, $2) RETURNING id",
    [new Date(now.getTime() + 3_600_000), now],
  )).rows[0]!.id;
  await cases(); // shown to both
  expect((await inboxOf(t.db, reader, now, { after: null, limit: 20 }, 50, 0n)).global?.title).toBe('Maintenance');
  await t.db.query('INSERT INTO global_message_reads (message_id, user_id, read_at) VALUES ($1, $2, $3)', [message, reader, now]);
  await cases(); // read by one
  expect((await inboxOf(t.db, reader, now, { after: null, limit: 20 }, 50, 0n)).global).toBeNull();
  await t.db.query('UPDATE global_messages SET expires_at = $2 WHERE id = $1', [message, now]);
  await cases(); // expired for both
  expect((await inboxOf(t.db, other, now, { after: null, limit: 20 }, 50, 0n)).global).toBeNull();
});
