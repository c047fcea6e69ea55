import type { Queryable } from '#server/db/pool.ts';
import { listForUser } from './ledger.repository.ts';

/** One page of a player's balance history, newest first, as GET /api/ledger answers it. */
export async function ledgerPage(db: Queryable, userId: string, cursor: bigint | null, limit: number) {
  const rows = await listForUser(db, userId, cursor, limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: row.id.toString(),
      kind: row.kind,
      amount: row.amount_nano.toString(),
      balanceAfter: row.balance_after_nano.toString(),
      createdAt: row.created_at.toISOString(),
      ref: row.ref,
    })),
    nextCursor: rows.length > limit ? page[page.length - 1]!.id.toString() : null,
  };
}
