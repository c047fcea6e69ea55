import type { Queryable } from '#server/db/pool.ts';

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
