import type { Queryable } from '#server/db/pool.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { listForUser, type LedgerRow } from './ledger.repository.ts';

/** One page of a player's balance history, newest first, as GET /api/ledger answers it. */
export function ledgerPage(db: Queryable, userId: string, request: { cursor?: string | undefined; limit: number }) {
  return keysetPage({ cursor: request.cursor, limit: request.limit }, {
    parse: sortKeys.bigintId,
    read: (before, limit) => listForUser(db, userId, before, limit),
    keyOf: (row: LedgerRow) => [row.id.toString()],
    item: (row: LedgerRow) => ({
      id: row.id.toString(),
      kind: row.kind,
      amount: row.amount_nano.toString(),
      balanceAfter: row.balance_after_nano.toString(),
      createdAt: row.created_at.toISOString(),
      ref: row.ref,
    }),
  });
}
