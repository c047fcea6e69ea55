import type { Queryable } from '#server/db/pool.ts';
import { USER_COLUMNS, type UserRow } from '#server/modules/users/user-row.ts';

export type EmailTokenPurpose = 'verify_email' | 'password_reset' | 'email_change';

/** A live session's user, and what the session row says about its activity. */
export interface SessionUser {
  user: UserRow;
  sessionId: string;
  seenAt: Date | null;
  reauthenticatedAt: Date | null;
}

/**
 * The signed-in users of session tokens, each checked at its own time, in one statement (every
 * authenticated call pays it; concurrent calls share it through a read batcher). One result per
 * lookup, in order: null for an unknown, expired or revoked session or a banned user. The query is
 * the function session_users (migration 029): its plan is kept per server connection, behind a
 * pooler too (decision 052). The columns are named: a migration that gives the function a new
 * one does not change what a running instance's statement returns.
 */
export async function findSessionUsers(db: Queryable, lookups: { tokenHash: Buffer; now: Date }[]): Promise<(SessionUser | null)[]> {
  const result = await db.query<Record<string, unknown> & { i: bigint }>({
    name: 'session-users',
    text: `SELECT i, ${USER_COLUMNS.join(', ')}, session_id, session_seen_at, session_reauthenticated_at
     FROM session_users($1::bytea[], $2::timestamptz[])`,
    values: [lookups.map((lookup) => lookup.tokenHash), lookups.map((lookup) => lookup.now)],
  });
  const found: (SessionUser | null)[] = lookups.map(() => null);
  for (const row of result.rows) found[Number(row.i) - 1] = toSessionUser(row);
  return found;
}

/**
 * The user's columns copied one by one: every authenticated request pays this, and a rest pattern
 * (`{ i, session_id, …, ...user }`) over some forty columns took V8's generic copy, about 5 µs
 * per pattern against 1.5–2 µs for the loop (bench:api-hooks).
 */
function toSessionUser(row: Record<string, unknown>): SessionUser {
  const user: Record<string, unknown> = {};
  for (const column of USER_COLUMNS) user[column] = row[column];
  return {
    user: user as unknown as UserRow,
    sessionId: row.session_id as string,
    seenAt: row.session_seen_at as Date | null,
    reauthenticatedAt: row.session_reauthenticated_at as Date | null,
  };
}

export async function insertEmailToken(
  db: Queryable,
  token: { userId: string; purpose: EmailTokenPurpose; tokenHash: Buffer; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO email_tokens (user_id, purpose, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [token.userId, token.purpose, token.tokenHash, token.now, token.expiresAt],
  );
}

/** Marks a valid token used and returns its user; null when unknown, used or expired. Single use under races. */
export async function consumeEmailToken(db: Queryable, tokenHash: Buffer, purpose: EmailTokenPurpose, now: Date): Promise<string | null> {
  const result = await db.query<{ user_id: string }>(
    `UPDATE email_tokens SET used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id`,
    [tokenHash, purpose, now],
  );
  return result.rows[0]?.user_id ?? null;
}

export async function lastEmailTokenAt(db: Queryable, userId: string, purpose: EmailTokenPurpose): Promise<Date | null> {
  const result = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM email_tokens WHERE user_id = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1',
    [userId, purpose],
  );
  return result.rows[0]?.created_at ?? null;
}

/** What a counted failure was (decision 039): a password reset forgets wrong passwords, never wrong codes. */
export type FailureKind = 'password' | 'second_factor';

/** Every kind counts toward one lockout: a wrong code is a guess like a wrong password. */
export async function countRecentLoginFailures(db: Queryable, userId: string, since: Date): Promise<number> {
  const result = await db.query<{ count: bigint }>('SELECT count(*) AS count FROM login_failures WHERE user_id = $1 AND failed_at > $2', [userId, since]);
  return Number(result.rows[0]!.count);
}

/** `ip`: the caller's address, or null where it says nothing (a proof checked inside a session). */
export async function insertLoginFailure(db: Queryable, userId: string, now: Date, ip: string | null, kind: FailureKind = 'password'): Promise<void> {
  await db.query('INSERT INTO login_failures (user_id, failed_at, ip, kind) VALUES ($1, $2, $3, $4)', [userId, now, ip, kind]);
}

export async function clearLoginFailures(db: Queryable, userId: string, kinds: FailureKind[] = ['password', 'second_factor']): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE user_id = $1 AND kind = ANY($2::text[])', [userId, kinds]);
}
