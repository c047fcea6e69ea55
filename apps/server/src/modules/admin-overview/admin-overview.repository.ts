import type { Queryable } from '#server/db/pool.ts';

/**
 * The overview counts, none of them a scan (decision 011): the sums of counters kept by triggers
 * in the transactions that change them. Running sessions come from the stats snapshot. Payouts
 * that failed on chain wait for an admin too: counted from their own small partial index.
 */
export async function overviewCounts(db: Queryable) {
  const result = await db.query<{ users: bigint; verified: bigint; pending_kyc: bigint; pending_withdrawals: bigint }>(
    `SELECT coalesce(sum(users), 0)::bigint AS users, coalesce(sum(verified), 0)::bigint AS verified,
            coalesce(sum(pending_kyc), 0)::bigint AS pending_kyc,
            coalesce(sum(open_withdrawals), 0)::bigint + (SELECT count(*) FROM withdrawals WHERE status = 'payout_failed') AS pending_withdrawals
     FROM overview_counts`,
  );
  return result.rows[0]!;
}
