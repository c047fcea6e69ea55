import type { Queryable } from '#server/db/pool.ts';
import type { RefusedUpdateKind } from './telegram-update.ts';

export interface RefusedUpdateRow {
  id: string;
  update_id: bigint | null;
  kind: RefusedUpdateKind;
  reason: string;
  body: string;
  received_at: Date;
  reviewed_at: Date | null;
  reviewed_by: string | null;
}

/** Keeps a refused update once per digest; false when it was kept already (delivered again, or twice at once). */
export async function insertRefusedUpdate(
  db: Queryable,
  u: { digest: Buffer; updateId: bigint | null; kind: RefusedUpdateKind; reason: string; body: string; now: Date },
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO telegram_refused_updates (digest, update_id, kind, reason, body, received_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (digest) DO NOTHING`,
    [u.digest, u.updateId, u.kind, u.reason, u.body, u.now],
  );
  return (result.rowCount ?? 0) > 0;
}

/** The newest refused updates, and the oldest not reviewed yet however many came since. */
export async function recentRefusedUpdates(db: Queryable, limit: number): Promise<RefusedUpdateRow[]> {
  const columns = 'id, update_id, kind, reason, body, received_at, reviewed_at, reviewed_by';
  const result = await db.query<RefusedUpdateRow>(
    `(SELECT ${columns} FROM telegram_refused_updates ORDER BY received_at DESC LIMIT $1)
     UNION
     (SELECT ${columns} FROM telegram_refused_updates WHERE reviewed_at IS NULL ORDER BY received_at LIMIT $1)
     ORDER BY received_at DESC`,
    [limit],
  );
  return result.rows;
}

export async function lockRefusedUpdate(db: Queryable, id: string): Promise<RefusedUpdateRow | null> {
  return (await db.query<RefusedUpdateRow>('SELECT * FROM telegram_refused_updates WHERE id = $1 FOR UPDATE', [id])).rows[0] ?? null;
}

export async function markRefusedUpdateReviewed(db: Queryable, id: string, adminId: string, now: Date): Promise<boolean> {
  const result = await db.query(
    'UPDATE telegram_refused_updates SET reviewed_at = $2, reviewed_by = $3 WHERE id = $1 AND reviewed_at IS NULL',
    [id, now, adminId],
  );
  return (result.rowCount ?? 0) > 0;
}
