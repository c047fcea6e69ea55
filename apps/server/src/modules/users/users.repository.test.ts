import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Queryable } from '#server/db/pool.ts';
import { insertSqlUser } from '#server-test/sql-users.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { USER_SELECT } from './user-row.ts';
import { findUserById } from './users.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('reads a user through user_by_id as the query on the table did, and null for an unknown id', async () => {
  const id = await insertSqlUser(t.db, { telegram_id: 42n, banned_at: new Date('2026-11-01T00:00:00Z'), balance_nano: 5n });
  const before = (await t.db.query(`SELECT ${USER_SELECT} FROM users WHERE id = $1`, [id])).rows[0];
  expect(await findUserById(t.db, id)).toEqual(before);
  expect(await t.db.transaction((tx) => findUserById(tx, id, { forUpdate: true }))).toEqual(before);
  expect(await findUserById(t.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  expect(await findUserById(t.db, '00000000-0000-4000-8000-000000000000', { forUpdate: true })).toBeNull();
});

/** Runs `read` in a transaction held open while `meanwhile` runs outside it, on another connection. */
async function whileHeld(read: (tx: Queryable) => Promise<unknown>, meanwhile: () => Promise<void>): Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let done!: () => void;
  const didRead = new Promise<void>((resolve) => (done = resolve));
  const holder = t.db.transaction(async (tx) => {
    await read(tx);
    done();
    await held;
  });
  await didRead;
  try {
    await meanwhile();
  } finally {
    release();
    await holder;
  }
}

it('locks the row for writers with forUpdate, without blocking the key-share locks of foreign keys', async () => {
  const id = await insertSqlUser(t.db);
  await whileHeld((tx) => findUserById(tx, id, { forUpdate: true }), async () => {
    await expect(t.db.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE NOWAIT', [id])).rejects.toMatchObject({ code: '55P03' });
    expect((await t.db.query('SELECT 1 FROM users WHERE id = $1 FOR KEY SHARE NOWAIT', [id])).rowCount).toBe(1);
  });
  await whileHeld((tx) => findUserById(tx, id), async () => {
    expect((await t.db.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE NOWAIT', [id])).rowCount).toBe(1);
  });
});
