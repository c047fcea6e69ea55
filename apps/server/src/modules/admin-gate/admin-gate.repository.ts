import type { Queryable } from '#server/db/pool.ts';

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

export async function setSessionUnlocked(db: Queryable, sessionId: string, now: Date | null): Promise<void> {
  await db.query('UPDATE auth_sessions SET admin_unlocked_at = $2, admin_active_at = $2 WHERE id = $1', [sessionId, now]);
}

/**
 * Keeps the gate open for one more idle period; false when the session is locked, idle too long,
 * or its admin no longer has a second factor that signs in (an app code, or a passkey not paused
 * by a password reset). One statement per admin call: the check and the refresh cannot drift apart.
 */
export async function touchUnlockedSession(db: Queryable, sessionId: string, now: Date, idleSince: Date): Promise<boolean> {
  const result = await db.query(
    `UPDATE auth_sessions s SET admin_active_at = $2
     WHERE s.id = $1 AND s.admin_unlocked_at IS NOT NULL AND s.admin_active_at > $3 AND s.revoked_at IS NULL
       AND (EXISTS (SELECT 1 FROM totp_factors f WHERE f.user_id = s.user_id AND f.confirmed_at IS NOT NULL)
         OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = s.user_id AND p.paused_at IS NULL))`,
    [sessionId, now, idleSince],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function isSessionUnlocked(db: Queryable, sessionId: string, idleSince: Date): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM auth_sessions WHERE id = $1 AND admin_unlocked_at IS NOT NULL AND admin_active_at > $2', [sessionId, idleSince]);
  return (result.rowCount ?? 0) > 0;
}

/** Codes of every admin are dropped when the role is taken away. */
export async function deleteCode(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM admin_access_codes WHERE user_id = $1', [userId]);
}

export async function lockAllSessionsOf(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET admin_unlocked_at = NULL WHERE user_id = $1', [userId]);
}

export interface AdminSessionRow {
  id: string;
  user_id: string;
  nickname: string;
  email: string | null;
  created_at: Date;
  last_seen_at: Date | null;
  admin_unlocked_at: Date | null;
  admin_active_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export async function listAdminSessions(db: Queryable, now: Date): Promise<AdminSessionRow[]> {
  const result = await db.query<AdminSessionRow>(
    `SELECT s.id, s.user_id, u.nickname, u.email, s.created_at, s.last_seen_at, s.admin_unlocked_at, s.admin_active_at, s.ip, s.user_agent
     FROM auth_sessions s JOIN users u ON u.id = s.user_id
     WHERE u.role = 'admin' AND s.revoked_at IS NULL AND s.expires_at > $1
     ORDER BY s.created_at DESC LIMIT 200`,
    [now],
  );
  return result.rows;
}

export async function revokeAdminSession(db: Queryable, sessionId: string, now: Date): Promise<{ user_id: string } | null> {
  const result = await db.query<{ user_id: string }>(
    `UPDATE auth_sessions s SET revoked_at = $2 FROM users u
     WHERE s.id = $1 AND u.id = s.user_id AND u.role = 'admin' AND s.revoked_at IS NULL RETURNING s.user_id`,
    [sessionId, now],
  );
  return result.rows[0] ?? null;
}

/** What losing the admin role takes away: the access code and every unlocked session. */
export async function revokeAdminAccess(db: Queryable, userId: string): Promise<void> {
  await deleteCode(db, userId);
  await lockAllSessionsOf(db, userId);
}
