import type { Queryable } from '#server/db/pool.ts';
import type { HashedOrigin } from './signal-hasher.ts';

export type SignalKind = 'sign_up' | 'sign_in';

export async function insertSignal(
  db: Queryable,
  signal: HashedOrigin & { userId: string; kind: SignalKind; at: Date; referralCode?: string | null; referrerId?: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO abuse_signals (user_id, kind, at, network_hash, user_agent_hash, device_id, referral_code, referrer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [signal.userId, signal.kind, signal.at, signal.networkHash, signal.userAgentHash, signal.deviceId, signal.referralCode ?? null, signal.referrerId ?? null],
  );
}

/** The first verification time on the account's sign-up row; later calls change nothing. */
export async function markEmailVerified(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query(`UPDATE abuse_signals SET email_verified_at = $2 WHERE user_id = $1 AND kind = 'sign_up' AND email_verified_at IS NULL`, [userId, at]);
}

/** The first mining start on the account's sign-up row; later starts match no row and write nothing. */
export async function markFirstMiningStart(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query(`UPDATE abuse_signals SET first_mining_at = $2 WHERE user_id = $1 AND kind = 'sign_up' AND first_mining_at IS NULL`, [userId, at]);
}

/**
 * Deletes at most `limit` rows older than `before` and says how many: the caller repeats, so a
 * backlog (a first run, a long outage) never becomes one long transaction.
 */
export async function deleteSignalsBefore(db: Queryable, before: Date, limit: number): Promise<number> {
  const result = await db.query(
    'DELETE FROM abuse_signals WHERE id IN (SELECT id FROM abuse_signals WHERE at < $1 ORDER BY at LIMIT $2)',
    [before, limit],
  );
  return result.rowCount ?? 0;
}
