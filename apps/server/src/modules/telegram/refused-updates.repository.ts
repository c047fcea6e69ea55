import { SORT_TIME } from '#server/db/keyset-page.ts';
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

/**
 * A page of the refused updates (decision 060): those not reviewed yet oldest first (the queue), or
 * every one newest first (the history), by received time to the microsecond and id.
 */
export async function refusedUpdatesPage(db: Queryable, status: 'unreviewed' | 'all', after: { at: string; id: string } | null, limit: number) {
  const queue = status === 'unreviewed';
  const result = await db.query<RefusedUpdateRow & { sort_at: string }>(
    `SELECT id, update_id, kind, reason, body, received_at, reviewed_at, reviewed_by, ${SORT_TIME('received_at')} AS sort_at FROM telegram_refused_updates
     WHERE ${queue ? 'reviewed_at IS NULL AND ' : ''}($1::timestamptz IS NULL OR (received_at, id) ${queue ? '>' : '<'} ($1::timestamptz, $2::uuid))
     ORDER BY received_at ${queue ? 'ASC' : 'DESC'}, id ${queue ? 'ASC' : 'DESC'} LIMIT $3`,
    [after?.at ?? null, after?.id ?? null, limit],
  );
  return result.rows;
}

/** How many are not reviewed yet, beyond any page. */
export async function countUnreviewed(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM telegram_refused_updates WHERE reviewed_at IS NULL')).rows[0]!.n;
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
