import type { LedgerKind } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';

export interface LedgerRow {
  id: bigint;
  kind: LedgerKind;
  amount_nano: bigint;
  balance_after_nano: bigint;
  ref: string | null;
  created_at: Date;
}

export interface Posting {
  userId: string;
  kind: LedgerKind;
  amountNano: bigint;
  /** Business event id; (kind, ref) is unique, so an event can never be credited twice. */
  ref: string;
  /** Mining and bonus credits also count toward totalMined (decision 067). */
  countsAsMined: boolean;
  now: Date;
  meta?: Record<string, unknown>;
}

/**
 * Moves the user's balance and appends the ledger row in the caller's transaction, in one
 * statement: the row is written only when the balance moved. Returns null when a debit would
 * overdraw (the balance check is in the UPDATE itself).
 */
export async function post(tx: Queryable, posting: Posting): Promise<{ balance: bigint; totalMined: bigint; entryId: bigint } | null> {
  const result = await tx.query<{ balance_nano: bigint; total_mined_nano: bigint; entry_id: bigint }>(
    `WITH moved AS (
       UPDATE users SET balance_nano = balance_nano + $2,
         total_mined_nano = total_mined_nano + CASE WHEN $3 THEN $2 ELSE 0 END, updated_at = $4
       WHERE id = $1 AND balance_nano + $2 >= 0 RETURNING balance_nano, total_mined_nano
     ), entry AS (
       INSERT INTO ledger (user_id, kind, amount_nano, balance_after_nano, ref, meta, created_at)
       SELECT $1, $5, $2, moved.balance_nano, $6, $7, $4 FROM moved RETURNING id
     )
     SELECT moved.balance_nano, moved.total_mined_nano, entry.id AS entry_id FROM moved, entry`,
    [posting.userId, posting.amountNano, posting.countsAsMined, posting.now, posting.kind, posting.ref, posting.meta ?? null],
  );
  const row = result.rows[0];
  return row ? { balance: row.balance_nano, totalMined: row.total_mined_nano, entryId: row.entry_id } : null;
}

export async function listForUser(db: Queryable, userId: string, beforeId: bigint | null, limit: number): Promise<LedgerRow[]> {
  const result = await db.query<LedgerRow>(
    `SELECT id, kind, amount_nano, balance_after_nano, ref, created_at FROM ledger
     WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [userId, beforeId, limit],
  );
  return result.rows;
}
