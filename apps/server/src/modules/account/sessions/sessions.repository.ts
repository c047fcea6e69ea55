/**
 * The one writer of auth_sessions (docs/decisions/046): sign-in, the account's security page, the
 * admin gate and the account's erasure all change a session through these functions, never by their
 * own statement. Each takes the caller's client, so a write inside a transaction stays in it.
 */
import type { Queryable } from '#server/db/pool.ts';

export type SessionKind = 'cookie' | 'bearer';

export interface SessionRow {
  id: string;
  created_at: Date;
  last_seen_at: Date | null;
  user_agent: string | null;
}

/** The account's live sessions (not revoked, not expired), newest first. */
export async function listLiveSessions(db: Queryable, userId: string, now: Date): Promise<SessionRow[]> {
  const result = await db.query<SessionRow>(
    `SELECT id, created_at, last_seen_at, user_agent FROM auth_sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 ORDER BY created_at DESC, id`,
    [userId, now],
  );
  return result.rows;
}

/** False when the session is not a live one of this account (another's, unknown, already ended). */
export async function revokeSessionOf(db: Queryable, userId: string, sessionId: string, now: Date): Promise<boolean> {
  const result = await db.query(
    'UPDATE auth_sessions SET revoked_at = $3 WHERE id = $2 AND user_id = $1 AND revoked_at IS NULL AND expires_at > $3',
    [userId, sessionId, now],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function revokeOtherSessions(db: Queryable, userId: string, keepId: string | null, now: Date): Promise<void> {
  await db.query(
    'UPDATE auth_sessions SET revoked_at = $3 WHERE user_id = $1 AND id IS DISTINCT FROM $2 AND revoked_at IS NULL',
    [userId, keepId, now],
  );
}

/**
 * Conditional, so that of several instances or parallel requests that all found the session stale,
 * at most one write lands per period.
 */
export async function touchSession(db: Queryable, sessionId: string, now: Date, staleBefore: Date): Promise<void> {
  await db.query({
    name: 'session-seen',
    text: 'UPDATE auth_sessions SET last_seen_at = $2 WHERE id = $1 AND (last_seen_at IS NULL OR last_seen_at < $3)',
    values: [sessionId, now, staleBefore],
  });
}

export interface SessionDevice {
  deviceId: string | null;
  family: string;
  network: string;
}

export async function insertSession(
  db: Queryable,
  session: { userId: string; tokenHash: Buffer; kind: SessionKind; now: Date; expiresAt: Date; ip: string; userAgent: string | undefined; device: SessionDevice },
): Promise<string> {
  const result = await db.query<{ id: string }>(
    `INSERT INTO auth_sessions (user_id, token_hash, kind, created_at, last_seen_at, expires_at, ip, user_agent, device_id, device_family, network)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [session.userId, session.tokenHash, session.kind, session.now, session.expiresAt, session.ip, session.userAgent?.slice(0, 300) ?? null, session.device.deviceId, session.device.family, session.device.network],
  );
  return result.rows[0]!.id;
}

/**
 * A bearer session's renewal (decision 078): the token presented is replaced by another on the same
 * row (the device list keeps its entry), which lives `ttlMs` from now but never past `maxAgeMs`
 * from the sign-in. Conditional on the presented token's hash: of parallel renewals with one token,
 * one lands and the others find it gone. Null when the token is not a live bearer session's.
 */
export async function rotateBearerToken(
  db: Queryable,
  rotation: { sessionId: string; presentedHash: Buffer; newHash: Buffer; now: Date; ttlMs: number; maxAgeMs: number },
): Promise<Date | null> {
  const result = await db.query<{ expires_at: Date }>(
    `UPDATE auth_sessions SET token_hash = $3, expires_at = LEAST($4::timestamptz + $5::bigint * interval '1 millisecond', created_at + $6::bigint * interval '1 millisecond')
     WHERE id = $1 AND token_hash = $2 AND kind = 'bearer' AND revoked_at IS NULL AND expires_at > $4
     RETURNING expires_at`,
    [rotation.sessionId, rotation.presentedHash, rotation.newHash, rotation.now, rotation.ttlMs, rotation.maxAgeMs],
  );
  return result.rows[0]?.expires_at ?? null;
}

/** Whether any earlier session of the account, even ended, came from this device or this browser on this network. */
export async function isKnownDevice(db: Queryable, userId: string, device: SessionDevice): Promise<boolean> {
  const result = await db.query<{ known: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM auth_sessions WHERE user_id = $1
       AND (device_id = $2 OR (device_family = $3 AND network = $4))) AS known`,
    [userId, device.deviceId, device.family, device.network],
  );
  return result.rows[0]!.known;
}

/** POST /api/me/reauth succeeded on this session (decision 039). */
export async function markReauthenticated(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE auth_sessions SET reauthenticated_at = $2 WHERE id = $1', [sessionId, now]);
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
}

export async function revokeAllSessions(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
}

/** The account is erased (decision 025): its sessions go with it, in the erasure's transaction. */
export async function deleteSessionsOf(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM auth_sessions WHERE user_id = $1', [userId]);
}

/** The admin gate's state on a session (decision 070): unlocked with the access code, open while in use. */
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
