import { SORT_TIME } from '#server/db/keyset-page.ts';
import type { Queryable } from '#server/db/pool.ts';
import type { DecisionRow } from '#server/modules/decisions/decisions.repository.ts';

export interface AppealRow {
  id: string;
  decision_id: string;
  user_id: string;
  text: string;
  via: 'app' | 'sign_in';
  status: 'pending' | 'upheld' | 'overturned';
  answer: string | null;
  answered_by: string | null;
  answered_at: Date | null;
  undone: unknown;
  created_at: Date;
}

const APPEAL_COLUMNS = 'id::text AS id, decision_id::text AS decision_id, user_id, text, via, status, answer, answered_by, answered_at, undone, created_at';
const APPEAL_COLUMNS_OF_A = APPEAL_COLUMNS.split(', ').map((column) => `a.${column}`).join(', ');

/** decision_id is unique: of two appeals of one decision at once, the second raises appeals_decision_id_key. */
export async function insertAppeal(tx: Queryable, a: { decisionId: string; userId: string; text: string; via: AppealRow['via']; now: Date }): Promise<AppealRow> {
  const result = await tx.query<AppealRow>(
    `INSERT INTO appeals (decision_id, user_id, text, via, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${APPEAL_COLUMNS}`,
    [a.decisionId, a.userId, a.text, a.via, a.now],
  );
  return result.rows[0]!;
}

export async function appealOfDecision(db: Queryable, decisionId: string): Promise<AppealRow | null> {
  return (await db.query<AppealRow>(`SELECT ${APPEAL_COLUMNS} FROM appeals WHERE decision_id = $1`, [decisionId])).rows[0] ?? null;
}

export async function appealsOfDecisions(db: Queryable, decisionIds: string[]): Promise<Map<string, AppealRow>> {
  if (decisionIds.length === 0) return new Map();
  const result = await db.query<AppealRow>(`SELECT ${APPEAL_COLUMNS} FROM appeals WHERE decision_id = ANY($1::bigint[])`, [decisionIds]);
  return new Map(result.rows.map((row) => [row.decision_id, row]));
}

/** pending → upheld/overturned once: of two admins answering at once, one wins. */
export async function answerAppeal(
  tx: Queryable, a: { id: string; status: 'upheld' | 'overturned'; answer: string; adminId: string; now: Date },
): Promise<AppealRow | null> {
  const result = await tx.query<AppealRow>(
    `UPDATE appeals SET status = $2, answer = $3, answered_by = $4, answered_at = $5
     WHERE id = $1 AND status = 'pending' RETURNING ${APPEAL_COLUMNS}`,
    [a.id, a.status, a.answer, a.adminId, a.now],
  );
  return result.rows[0] ?? null;
}

export async function recordUndone(tx: Queryable, id: string, undone: Record<string, unknown>): Promise<void> {
  await tx.query('UPDATE appeals SET undone = $2 WHERE id = $1', [id, JSON.stringify(undone)]);
}

export type AppealWithDecision = AppealRow & { decision: DecisionRow };

const WITH_DECISION = `SELECT ${APPEAL_COLUMNS_OF_A}, to_jsonb(d) AS decision FROM appeals a JOIN decisions d ON d.id = a.decision_id`;

/** A row's decision as JSON: its times back to dates. */
function withDates(row: AppealRow & { decision: DecisionRow & { decided_at: string | Date; lifted_at: string | Date | null } }): AppealWithDecision {
  const d = row.decision;
  return { ...row, decision: { ...d, id: String(d.id), decided_at: new Date(d.decided_at), lifted_at: d.lifted_at === null ? null : new Date(d.lifted_at) } };
}

/** A player's appeals, newest first (id), a page at a time. */
export async function listOfUser(db: Queryable, userId: string, after: bigint | null, limit: number): Promise<AppealWithDecision[]> {
  const result = await db.query(`${WITH_DECISION} WHERE a.user_id = $1 AND ($2::bigint IS NULL OR a.id < $2) ORDER BY a.id DESC LIMIT $3`, [userId, after, limit]);
  return result.rows.map(withDates);
}

export type QueueRow = AppealWithDecision & { nickname: string; email: string | null; sort_at: string };

/** The back office's queue: the pending oldest first (who waited longest), the answered newest first. */
export async function queue(db: Queryable, status: 'pending' | 'answered', after: { at: string; id: string } | null, limit: number): Promise<QueueRow[]> {
  const pending = status === 'pending';
  const time = pending ? 'a.created_at' : 'a.answered_at';
  const result = await db.query(
    `SELECT ${APPEAL_COLUMNS_OF_A}, to_jsonb(d) AS decision, u.nickname, u.email, ${SORT_TIME(time)} AS sort_at
     FROM appeals a JOIN decisions d ON d.id = a.decision_id JOIN users u ON u.id = a.user_id
     WHERE ${pending ? "a.status = 'pending'" : "a.status <> 'pending'"}
       AND ($1::timestamptz IS NULL OR (${time}, a.id) ${pending ? '>' : '<'} ($1, $2::bigint))
     ORDER BY ${time} ${pending ? 'ASC' : 'DESC'}, a.id ${pending ? 'ASC' : 'DESC'} LIMIT $3`,
    [after?.at ?? null, after?.id ?? null, limit],
  );
  return result.rows.map((row) => ({ ...withDates(row), nickname: row.nickname, email: row.email, sort_at: row.sort_at }));
}

export async function countPending(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM appeals WHERE status = 'pending'")).rows[0]!.n;
}

export async function appealExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM appeals WHERE id = $1', [id])).rows.length > 0;
}
