import type { RequestStage } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';

export type RequestKind = 'kyc' | 'withdrawal';
/** The stages a timeline shows, and the overdue flag (once per request). */
export type StoredStage = RequestStage | 'overdue';

export interface EventRow {
  request_id: string;
  stage: StoredStage;
  at: Date;
}

/** Each kind's events, its requests, and which of them wait for a review or are still open. */
const KIND = {
  kyc: { events: 'kyc_events', key: 'submission_id', requests: 'kyc_submissions', since: 'submitted_at', waiting: "status = 'pending'", open: "status = 'pending'" },
  withdrawal: {
    events: 'withdrawal_events', key: 'withdrawal_id', requests: 'withdrawals', since: 'created_at', waiting: "status = 'requested'",
    open: "status IN ('requested', 'approved', 'signed', 'broadcast', 'payout_failed')",
  },
} as const;

/** Records a stage once; false when it was already recorded (the caller then sends no notice). */
export async function insertEvent(db: Queryable, kind: RequestKind, requestId: string, stage: StoredStage, at: Date): Promise<boolean> {
  const k = KIND[kind];
  const result = await db.query(`INSERT INTO ${k.events} (${k.key}, stage, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [requestId, stage, at]);
  return (result.rowCount ?? 0) > 0;
}

/** The stages of a page of requests: one statement through the primary key, whatever the page's size. */
export async function eventsOf(db: Queryable, kind: RequestKind, ids: string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const k = KIND[kind];
  return (await db.query<EventRow>(`SELECT ${k.key} AS request_id, stage, at FROM ${k.events} WHERE ${k.key} = ANY($1::uuid[])`, [ids])).rows;
}

/** Each waiting request's place in the review queue, oldest first (1 = next), counted through the waiting ones' index. */
export async function queuePositions(db: Queryable, kind: RequestKind, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const k = KIND[kind];
  const result = await db.query<{ id: string; position: number }>(
    `SELECT r.id, (SELECT count(*) FROM ${k.requests} o WHERE o.${k.waiting} AND (o.${k.since}, o.id) <= (r.${k.since}, r.id))::int AS position
       FROM ${k.requests} r WHERE r.id = ANY($1::uuid[]) AND r.${k.waiting}`,
    [ids],
  );
  return new Map(result.rows.map((row) => [row.id, row.position]));
}

/** How long the reviews decided since `since` took: how many, and their `percentile` in milliseconds. */
export async function reviewTimes(db: Queryable, kind: RequestKind, since: Date, percentile: number): Promise<{ samples: number; ms: number | null }> {
  const k = KIND[kind];
  const result = await db.query<{ samples: number; ms: number | null }>(
    `SELECT count(*)::int AS samples, percentile_cont($2::float8) WITHIN GROUP (ORDER BY extract(epoch FROM d.at - r.at) * 1000) AS ms
       FROM ${k.events} d JOIN ${k.events} r ON r.${k.key} = d.${k.key} AND r.stage = 'received'
      WHERE d.stage = 'decided' AND d.at >= $1`,
    [since, percentile],
  );
  const row = result.rows[0]!;
  return { samples: row.samples, ms: row.ms === null ? null : Number(row.ms) };
}

/**
 * Flags the open requests older than `before` as overdue, each once (the primary key), and returns
 * the newly flagged with their owner: the scan tells each player once, in this same transaction.
 */
export async function flagOverdue(db: Queryable, kind: RequestKind, now: Date, before: Date): Promise<{ id: string; user_id: string }[]> {
  const k = KIND[kind];
  const result = await db.query<{ id: string; user_id: string }>(
    `WITH flagged AS (
       INSERT INTO ${k.events} (${k.key}, stage, at)
       SELECT id, 'overdue', $1 FROM ${k.requests} WHERE ${k.open} AND ${k.since} < $2
       ON CONFLICT DO NOTHING RETURNING ${k.key} AS id)
     SELECT f.id, r.user_id FROM flagged f JOIN ${k.requests} r ON r.id = f.id`,
    [now, before],
  );
  return result.rows;
}

/** The open requests older than `before`: the back office's overdue counts. */
export async function countOverdue(db: Queryable, kind: RequestKind, before: Date): Promise<number> {
  const k = KIND[kind];
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${k.requests} WHERE ${k.open} AND ${k.since} < $1`, [before])).rows[0]!.n;
}
