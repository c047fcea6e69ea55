import type { Queryable } from '#server/db/pool.ts';

export type FailureScope = 'sign_in_account' | 'sign_in_network' | 'bonus_code';

export interface FailureSubject {
  scope: FailureScope;
  /** A keyed hash (email, network prefix) or a user id. */
  subject: string;
}

/**
 * Sign-ups from one network prefix since `since`, counted up to `atMost` (past it the cost is
 * at its cap anyway, so a burst of thousands is never counted in full). Reads the abuse signals'
 * table (migration 017) through its (network_hash, at) index.
 */
export async function countRecentSignUps(db: Queryable, networkHash: string, since: Date, atMost: number): Promise<number> {
  const result = await db.query<{ count: bigint }>(
    `SELECT count(*) AS count FROM (
       SELECT 1 FROM abuse_signals WHERE network_hash = $1 AND at > $2 AND kind = 'sign_up' LIMIT $3
     ) recent`,
    [networkHash, since, atMost],
  );
  return Number(result.rows[0]!.count);
}

/** Marks a challenge spent; false when it already was (a replay, or a parallel twin that won). */
export async function spendChallenge(db: Queryable, challenge: string, expiresAt: Date): Promise<boolean> {
  const result = await db.query('INSERT INTO spent_bot_challenges (challenge, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [challenge, expiresAt]);
  return (result.rowCount ?? 0) === 1;
}

export async function insertFailures(db: Queryable, subjects: FailureSubject[], at: Date): Promise<void> {
  await db.query(
    'INSERT INTO bot_challenge_failures (scope, subject, at) SELECT scope, subject, $3 FROM unnest($1::text[], $2::text[]) AS f(scope, subject)',
    [subjects.map((s) => s.scope), subjects.map((s) => s.subject), at],
  );
}

/** Failures of each subject since `since`, in the order asked (0 for a subject without any). */
export async function countFailures(db: Queryable, subjects: FailureSubject[], since: Date): Promise<number[]> {
  const result = await db.query<{ i: bigint; count: bigint }>(
    `SELECT k.i, count(f.id) AS count
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS k(scope, subject, i)
     LEFT JOIN bot_challenge_failures f ON f.scope = k.scope AND f.subject = k.subject AND f.at > $3
     GROUP BY k.i ORDER BY k.i`,
    [subjects.map((s) => s.scope), subjects.map((s) => s.subject), since],
  );
  return result.rows.map((row) => Number(row.count));
}

export async function clearFailures(db: Queryable, subject: FailureSubject): Promise<void> {
  await db.query('DELETE FROM bot_challenge_failures WHERE scope = $1 AND subject = $2', [subject.scope, subject.subject]);
}

/** Deletes at most `limit` spent challenges expired before `now`; says how many went. */
export async function deleteSpentBefore(db: Queryable, now: Date, limit: number): Promise<number> {
  const result = await db.query(
    'DELETE FROM spent_bot_challenges WHERE challenge IN (SELECT challenge FROM spent_bot_challenges WHERE expires_at < $1 LIMIT $2)',
    [now, limit],
  );
  return result.rowCount ?? 0;
}

/** Deletes at most `limit` failures older than `before`; says how many went. */
export async function deleteFailuresBefore(db: Queryable, before: Date, limit: number): Promise<number> {
  const result = await db.query('DELETE FROM bot_challenge_failures WHERE id IN (SELECT id FROM bot_challenge_failures WHERE at < $1 LIMIT $2)', [before, limit]);
  return result.rowCount ?? 0;
}
