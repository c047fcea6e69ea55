import type { DecisionKind } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';

export interface DecisionRow {
  id: string;
  user_id: string;
  kind: DecisionKind;
  category: string;
  note: string | null;
  subject_id: string | null;
  evidence: unknown;
  decided_by: string | null;
  decided_at: Date;
  lifted_at: Date | null;
}

/** Ids as text: bigint columns arrive as bigint (db/pool.ts), the API speaks strings. */
export const DECISION_COLUMNS = 'id::text AS id, user_id, kind, category, note, subject_id, evidence, decided_by, decided_at, lifted_at';

export interface NewDecision {
  userId: string;
  kind: DecisionKind;
  category: string;
  note?: string | null | undefined;
  subjectId?: string | null;
  evidence: Record<string, unknown>;
  decidedBy: string | null;
  now: Date;
}

/**
 * The one writer of decisions, in the transaction of the action that makes one (a ban, a freeze, a
 * rejection): the action and its reason commit together (decision 061).
 */
export async function recordDecision(tx: Queryable, d: NewDecision): Promise<void> {
  await tx.query(
    `INSERT INTO decisions (user_id, kind, category, note, subject_id, evidence, decided_by, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [d.userId, d.kind, d.category, d.note || null, d.subjectId ?? null, JSON.stringify(d.evidence), d.decidedBy, d.now],
  );
}

/** The undo of a measure (an unban, an unfreeze) lifts its decision on each account it changed. */
export async function liftMeasures(tx: Queryable, userIds: string[], kind: DecisionKind, now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await tx.query(
    `UPDATE decisions SET lifted_at = $3, lifted_by = 'operator'
     WHERE user_id = ANY($1::uuid[]) AND kind = $2 AND subject_id IS NULL AND lifted_at IS NULL`,
    [userIds, kind, now],
  );
}

/** Lifted by an overturned appeal; false when it was no longer in force (an operator lifted it first). */
export async function liftOnAppeal(tx: Queryable, decisionId: string, now: Date): Promise<boolean> {
  const result = await tx.query(`UPDATE decisions SET lifted_at = $2, lifted_by = 'appeal' WHERE id = $1 AND lifted_at IS NULL`, [decisionId, now]);
  return (result.rowCount ?? 0) > 0;
}

export async function findDecision(db: Queryable, id: string): Promise<DecisionRow | null> {
  return (await db.query<DecisionRow>(`SELECT ${DECISION_COLUMNS} FROM decisions WHERE id = $1`, [id])).rows[0] ?? null;
}

/** The ban in force on an account, the one its owner is told of at sign-in. */
export async function banInForce(db: Queryable, userId: string): Promise<DecisionRow | null> {
  const result = await db.query<DecisionRow>(
    `SELECT ${DECISION_COLUMNS} FROM decisions WHERE user_id = $1 AND kind = 'ban' AND lifted_at IS NULL ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return result.rows[0] ?? null;
}

/** A player's decisions, newest first (id), a page at a time. */
export async function listOfUser(db: Queryable, userId: string, after: bigint | null, limit: number): Promise<DecisionRow[]> {
  const result = await db.query<DecisionRow>(
    `SELECT ${DECISION_COLUMNS} FROM decisions WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [userId, after, limit],
  );
  return result.rows;
}
