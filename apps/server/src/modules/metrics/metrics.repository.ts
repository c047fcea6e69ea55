import type { Queryable } from '#server/db/pool.ts';

/**
 * Withdrawals waiting for an admin or the payout worker (requested or approved), without a scan:
 * the count is the admin overview's trigger-kept sum (16 rows, decision 011), the oldest is the
 * first entry of the partial index withdrawals_open_idx.
 */
export async function pendingWithdrawals(db: Queryable): Promise<{ count: bigint; oldest: Date | null }> {
  const { rows } = await db.query<{ count: bigint; oldest: Date | null }>(
    `SELECT (SELECT coalesce(sum(open_withdrawals), 0)::bigint FROM overview_counts) AS count,
            (SELECT min(created_at) FROM withdrawals WHERE status IN ('requested', 'approved')) AS oldest`,
  );
  return rows[0]!;
}
