/** Accounts written straight in SQL, for repository tests that need rows, not signed-in players. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '#server/db/pool.ts';

/** Inserts a user with `columns` over plain defaults and answers its id. */
export async function insertSqlUser(db: Queryable, columns: Record<string, unknown> = {}): Promise<string> {
  const unique = randomUUID().replaceAll('-', '').slice(0, 12);
  const now = new Date();
  const row: Record<string, unknown> = {
    email: `sql-${unique}@example.test`, nickname: `sql${unique}`, password_hash: 'x', referral_code: `SQL${unique.toUpperCase()}`,
    mining_rate_nano: 1_041_667n, created_at: now, updated_at: now, ...columns,
  };
  const names = Object.keys(row);
  const result = await db.query<{ id: string }>(
    `INSERT INTO users (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return result.rows[0]!.id;
}
