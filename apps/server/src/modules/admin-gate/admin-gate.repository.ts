import type { Queryable } from '#server/db/pool.ts';
import { lockAllSessionsOf } from '#server/modules/account/sessions/sessions.repository.ts';

export async function findCodeHash(db: Queryable, userId: string, options: { forUpdate?: boolean } = {}): Promise<string | null> {
  const result = await db.query<{ code_hash: string }>(
    `SELECT code_hash FROM admin_access_codes WHERE user_id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return result.rows[0]?.code_hash ?? null;
}

/** Creates the first code; false when one already exists (two tabs creating at once). */
export async function insertCode(db: Queryable, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const result = await db.query(
    'INSERT INTO admin_access_codes (user_id, code_hash, created_at, updated_at) VALUES ($1, $2, $3, $3) ON CONFLICT (user_id) DO NOTHING',
    [userId, codeHash, now],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function updateCode(db: Queryable, userId: string, codeHash: string, now: Date): Promise<void> {
  await db.query('UPDATE admin_access_codes SET code_hash = $2, updated_at = $3 WHERE user_id = $1', [userId, codeHash, now]);
}

export async function countRecentFailures(db: Queryable, userId: string, since: Date): Promise<number> {
  const result = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM admin_unlock_failures WHERE user_id = $1 AND failed_at > $2', [userId, since]);
  return Number(result.rows[0]!.n);
}

export async function insertFailure(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('INSERT INTO admin_unlock_failures (user_id, failed_at) VALUES ($1, $2)', [userId, now]);
}

export async function clearFailures(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM admin_unlock_failures WHERE user_id = $1', [userId]);
}

/** Codes of every admin are dropped when the role is taken away. */
export async function deleteCode(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM admin_access_codes WHERE user_id = $1', [userId]);
}

/** What losing the admin role takes away: the access code and every unlocked session. */
export async function revokeAdminAccess(db: Queryable, userId: string): Promise<void> {
  await deleteCode(db, userId);
  await lockAllSessionsOf(db, userId);
}
