/** The SQL of writing the published roots on chain (migration 036, docs/decisions/057). */
import type { Queryable } from '#server/db/pool.ts';

export interface AnchorRow {
  snapshot_id: string;
  status: 'signed' | 'broadcast' | 'expired' | 'confirmed' | 'failed';
  destination: string;
  comment: string;
  seqno: number;
  valid_until: Date;
  boc: string;
  message_hash: string;
  tx_hash: string | null;
}

const COLUMNS = 'snapshot_id::text, status, destination, comment, seqno, valid_until, boc, message_hash, tx_hash';

/** The anchor whose message is in flight, if any: one at a time, like the payouts. */
export async function inFlightAnchor(db: Queryable): Promise<AnchorRow | null> {
  return (await db.query<AnchorRow>(`SELECT ${COLUMNS} FROM liability_root_anchors WHERE status IN ('signed', 'broadcast') ORDER BY updated_at LIMIT 1`)).rows[0] ?? null;
}

/**
 * The latest root when it still has to be written on chain: never tried, or its message expired
 * unexecuted. Only the latest: an older root left unanchored (no hot wallet then) stays so.
 */
export async function dueRoot(db: Queryable): Promise<{ snapshot_id: string; day: string; root_hash: Buffer } | null> {
  const result = await db.query<{ snapshot_id: string; day: string; root_hash: Buffer }>(
    `SELECT r.snapshot_id::text, to_char(r.day, 'YYYY-MM-DD') AS day, r.root_hash
     FROM (SELECT * FROM liability_roots ORDER BY day DESC LIMIT 1) r
     LEFT JOIN liability_root_anchors a ON a.snapshot_id = r.snapshot_id
     WHERE a.snapshot_id IS NULL OR a.status = 'expired'`,
  );
  return result.rows[0] ?? null;
}

/**
 * Stores the signed message before anything is sent: a first one, or a new one in place of an
 * expired one. False when another instance stored its own first (the root's key).
 */
export async function recordSignedAnchor(
  db: Queryable,
  p: { snapshotId: string; destination: string; comment: string; seqno: number; validUntil: Date; boc: string; hash: string; now: Date },
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO liability_root_anchors (snapshot_id, status, destination, comment, seqno, valid_until, boc, message_hash, created_at, updated_at)
     VALUES ($1, 'signed', $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (snapshot_id) DO UPDATE SET status = 'signed', seqno = EXCLUDED.seqno, valid_until = EXCLUDED.valid_until, boc = EXCLUDED.boc,
       message_hash = EXCLUDED.message_hash, attempts = liability_root_anchors.attempts + 1, updated_at = EXCLUDED.updated_at
     WHERE liability_root_anchors.status = 'expired'`,
    [p.snapshotId, p.destination, p.comment, p.seqno, p.validUntil, p.boc, p.hash, p.now],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function setAnchorStatus(
  db: Queryable,
  snapshotId: string,
  from: AnchorRow['status'][],
  to: AnchorRow['status'],
  now: Date,
  set: { txHash?: string; lt?: string | null; reason?: string } = {},
): Promise<boolean> {
  const result = await db.query(
    `UPDATE liability_root_anchors SET status = $3, updated_at = $4, tx_hash = coalesce($5, tx_hash), tx_lt = coalesce($6::numeric, tx_lt), reason = coalesce($7, reason),
       confirmed_at = CASE WHEN $3 = 'confirmed' THEN $4 ELSE confirmed_at END
     WHERE snapshot_id = $1 AND status = ANY($2::text[])`,
    [snapshotId, from, to, now, set.txHash ?? null, set.lt ?? null, set.reason ?? null],
  );
  return (result.rowCount ?? 0) > 0;
}

/** The anchors of these roots, by snapshot id. */
export async function anchorsOf(db: Queryable, snapshotIds: string[]): Promise<Map<string, AnchorRow>> {
  const result = await db.query<AnchorRow>(`SELECT ${COLUMNS} FROM liability_root_anchors WHERE snapshot_id = ANY($1::bigint[])`, [snapshotIds]);
  return new Map(result.rows.map((row) => [row.snapshot_id, row]));
}
