import type { Queryable } from '#server/db/pool.ts';

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

export interface KeyId {
  scope: string;
  operation: string;
  key: string;
}

/**
 * Takes the key's lock for the rest of the transaction, without waiting: false while another
 * transaction holds it (the same request, still running). A transaction lock, not a session one:
 * behind a transaction-mode pooler the session is not ours (decision 016).
 */
export async function tryLockKey(tx: Queryable, id: KeyId): Promise<boolean> {
  const result = await tx.query<{ locked: boolean }>({
    name: 'idempotency-lock',
    text: 'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked',
    values: [`idempotency\n${id.scope}\n${id.operation}\n${id.key}`],
  });
  return result.rows[0]!.locked;
}

export async function findAnswer(db: Queryable, id: KeyId): Promise<StoredAnswer | null> {
  const result = await db.query<StoredAnswer>({
    name: 'idempotency-find',
    text: 'SELECT fingerprint, status, body FROM idempotency_keys WHERE scope = $1 AND key = $2 AND operation = $3',
    values: [id.scope, id.key, id.operation],
  });
  return result.rows[0] ?? null;
}

export async function insertAnswer(tx: Queryable, id: KeyId, answer: StoredAnswer, now: Date): Promise<void> {
  await tx.query({
    name: 'idempotency-insert',
    text: 'INSERT INTO idempotency_keys (scope, key, operation, fingerprint, status, body, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    values: [id.scope, id.key, id.operation, answer.fingerprint, answer.status, JSON.stringify(answer.body ?? null), now],
  });
}

/** Deletes up to `limit` answers stored before `before`; returns how many went. */
export async function deleteAnswersBefore(db: Queryable, before: Date, limit: number): Promise<number> {
  const result = await db.query(
    `DELETE FROM idempotency_keys WHERE ctid IN (SELECT ctid FROM idempotency_keys WHERE created_at < $1 LIMIT $2)`,
    [before, limit],
  );
  return result.rowCount ?? 0;
}
