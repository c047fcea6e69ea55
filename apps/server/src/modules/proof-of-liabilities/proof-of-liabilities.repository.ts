/** The SQL of the proof of liabilities (migration 031, docs/decisions/057). */
import type { Queryable } from '#server/db/pool.ts';
import { NODE_RECORD } from './stored-tree.ts';

/**
 * A withdrawal's hold left its balance when it was requested and is still owed until the FRE
 * arrived (completed) or came back (a refund when rejected or failed): payout_failed waits for an
 * operator with its hold kept (decision 019).
 */
const HELD = `status IN ('requested', 'approved', 'signed', 'broadcast', 'payout_failed')`;

export interface OwedRow {
  user_id: string;
  owed: string;
}

/**
 * Starts the snapshot's read: one view of every table for all its statements (a live server is
 * writing), with a job's bounds rather than a request's.
 */
export async function beginConsistentRead(tx: Queryable): Promise<void> {
  await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  await tx.query("SET LOCAL statement_timeout = '10min'; SET LOCAL idle_in_transaction_session_timeout = '10min'; SET LOCAL work_mem = '128MB'");
}

/**
 * What each account is owed, balance plus held withdrawals, a page at a time in id order (inside the
 * snapshot's REPEATABLE READ transaction every page reads the same view); accounts owed nothing are
 * left out. Pages, so that a million rows are never held at once.
 */
export async function owedAccountsPage(tx: Queryable, after: string | null, limit: number): Promise<OwedRow[]> {
  const result = await tx.query<OwedRow>(
    `SELECT u.id::text AS user_id, (u.balance_nano::numeric + coalesce(h.held, 0))::text AS owed
     FROM users u
     LEFT JOIN (SELECT user_id, sum(amount_nano) AS held FROM withdrawals WHERE ${HELD} GROUP BY user_id) h ON h.user_id = u.id
     WHERE u.balance_nano::numeric + coalesce(h.held, 0) > 0 AND ($1::uuid IS NULL OR u.id > $1::uuid)
     ORDER BY u.id LIMIT $2`,
    [after, limit],
  );
  return result.rows;
}

/** The ledger's sum (every balance, by decision 002) and what pending withdrawals hold, in the same view. */
export async function ledgerAndHeld(tx: Queryable): Promise<{ ledger: bigint; held: bigint }> {
  const result = await tx.query<{ ledger: string; held: string }>(
    `SELECT (SELECT coalesce(sum(amount_nano), 0) FROM ledger)::text AS ledger,
            (SELECT coalesce(sum(amount_nano), 0) FROM withdrawals WHERE ${HELD})::text AS held`,
  );
  return { ledger: BigInt(result.rows[0]!.ledger), held: BigInt(result.rows[0]!.held) };
}

export async function snapshotExists(db: Queryable, day: string): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM liability_snapshots WHERE day = $1', [day]);
  return result.rowCount === 1;
}

export interface NewSnapshot {
  day: string;
  takenAt: Date;
  accounts: number;
  total: bigint;
  ledger: bigint;
  held: bigint;
  chunkLevels: number;
  salt: Uint8Array;
  referenceKey: Uint8Array;
}

/** The snapshot's row; a unique violation on the day when another instance made it first. */
export async function insertSnapshot(tx: Queryable, s: NewSnapshot): Promise<string> {
  const result = await tx.query<{ id: string }>(
    `INSERT INTO liability_snapshots (day, taken_at, accounts, total_nano, ledger_nano, held_nano, chunk_levels, salt, reference_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text`,
    [s.day, s.takenAt, s.accounts, s.total.toString(), s.ledger.toString(), s.held.toString(), s.chunkLevels, Buffer.from(s.salt), Buffer.from(s.referenceKey)],
  );
  return result.rows[0]!.id;
}

/** A batch of leaf chunks, one statement. */
export async function insertChunks(tx: Queryable, snapshotId: string, chunks: { chunk: number; firstReference: Buffer; leaves: Buffer }[]): Promise<void> {
  await tx.query(
    `INSERT INTO liability_leaf_chunks (snapshot_id, chunk, first_reference, leaves)
     SELECT $1, c.chunk, c.first_reference, c.leaves FROM unnest($2::int[], $3::bytea[], $4::bytea[]) AS c (chunk, first_reference, leaves)`,
    [snapshotId, chunks.map((c) => c.chunk), chunks.map((c) => c.firstReference), chunks.map((c) => c.leaves)],
  );
}

export async function insertLevels(tx: Queryable, snapshotId: string, levels: { level: number; nodes: Buffer }[]): Promise<void> {
  if (levels.length === 0) return;
  await tx.query(
    `INSERT INTO liability_tree_levels (snapshot_id, level, nodes)
     SELECT $1, l.level, l.nodes FROM unnest($2::smallint[], $3::bytea[]) AS l (level, nodes)`,
    [snapshotId, levels.map((l) => l.level), levels.map((l) => l.nodes)],
  );
}

/** The link of the last root published (null before the first one). */
export async function lastLink(tx: Queryable): Promise<Buffer | null> {
  const result = await tx.query<{ link: Buffer }>('SELECT link FROM liability_roots ORDER BY day DESC LIMIT 1');
  return result.rows[0]?.link ?? null;
}

export async function insertRoot(
  tx: Queryable,
  r: { snapshotId: string; day: string; takenAt: Date; accounts: number; total: bigint; rootHash: Uint8Array; previousLink: Uint8Array | null; link: Uint8Array },
): Promise<void> {
  await tx.query(
    `INSERT INTO liability_roots (snapshot_id, day, taken_at, accounts, total_nano, root_hash, previous_link, link)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [r.snapshotId, r.day, r.takenAt, r.accounts, r.total.toString(), Buffer.from(r.rootHash), r.previousLink && Buffer.from(r.previousLink), Buffer.from(r.link)],
  );
}

/**
 * Past the last `keep` snapshots a player's proof is no longer answered: the leaves, the levels
 * and the key that finds an account's leaf go; the published root stays for ever.
 */
export async function dropOldProofs(tx: Queryable, keep: number, now: Date): Promise<number> {
  const old = await tx.query<{ id: string }>(
    `UPDATE liability_snapshots SET reference_key = NULL, proofs_dropped_at = $2
     WHERE proofs_dropped_at IS NULL AND id NOT IN (SELECT id FROM liability_snapshots ORDER BY day DESC LIMIT $1)
     RETURNING id::text`,
    [keep, now],
  );
  const ids = old.rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  await tx.query('DELETE FROM liability_leaf_chunks WHERE snapshot_id = ANY($1::bigint[])', [ids]);
  await tx.query('DELETE FROM liability_tree_levels WHERE snapshot_id = ANY($1::bigint[])', [ids]);
  return ids.length;
}

export interface RootRow {
  snapshot_id: string;
  day: string;
  taken_at: Date;
  accounts: number;
  total_nano: string;
  root_hash: Buffer;
  previous_link: Buffer | null;
  link: Buffer;
}

const ROOT_COLUMNS = `r.snapshot_id::text, to_char(r.day, 'YYYY-MM-DD') AS day, r.taken_at, r.accounts, r.total_nano::text, r.root_hash, r.previous_link, r.link`;

/** The last `limit` published roots, newest first. */
export async function latestRoots(db: Queryable, limit: number): Promise<RootRow[]> {
  const result = await db.query<RootRow>(`SELECT ${ROOT_COLUMNS} FROM liability_roots r ORDER BY r.day DESC LIMIT $1`, [limit]);
  return result.rows;
}

export interface ProvableRow extends RootRow {
  chunk_levels: number;
  salt: Buffer;
  reference_key: Buffer;
}

/** The snapshots whose proofs are still answered (one day's, or the last `limit`), newest first. */
export async function provableSnapshots(db: Queryable, limit: number, day: string | null): Promise<ProvableRow[]> {
  const result = await db.query<ProvableRow>(
    `SELECT ${ROOT_COLUMNS}, s.chunk_levels, s.salt, s.reference_key
     FROM liability_roots r JOIN liability_snapshots s ON s.id = r.snapshot_id
     WHERE s.reference_key IS NOT NULL AND ($2::date IS NULL OR r.day = $2::date)
     ORDER BY r.day DESC LIMIT $1`,
    [limit, day],
  );
  return result.rows;
}

/** The chunk that holds `reference` if any leaf does (the last chunk starting at or before it). */
export async function chunkFor(db: Queryable, snapshotId: string, reference: Uint8Array): Promise<{ chunk: number; leaves: Buffer } | null> {
  const result = await db.query<{ chunk: number; leaves: Buffer }>(
    `SELECT chunk, leaves FROM liability_leaf_chunks WHERE snapshot_id = $1 AND first_reference <= $2 ORDER BY first_reference DESC LIMIT 1`,
    [snapshotId, Buffer.from(reference)],
  );
  return result.rows[0] ?? null;
}

/**
 * On each stored level above the chunks (lowest first), the one node a path needs: the sibling of
 * the position's ancestor, cut from the level in SQL (48 bytes, empty past the level's end, where
 * the padding is). The levels whole are 92 KB at a million accounts, read for every proof before.
 */
export async function upperSiblings(db: Queryable, snapshotId: string, position: number): Promise<{ level: number; node: Buffer }[]> {
  const result = await db.query<{ level: number; node: Buffer }>(
    `SELECT level, substring(nodes FROM ((($2::bigint >> level) # 1) * ${NODE_RECORD} + 1)::int FOR ${NODE_RECORD}) AS node
     FROM liability_tree_levels WHERE snapshot_id = $1 ORDER BY level`,
    [snapshotId, position],
  );
  return result.rows;
}
