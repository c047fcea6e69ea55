import type { Queryable } from '../../db/pool.ts';

/**
 * The overview counts in one statement, none of them a scan (decision 011): users and verified
 * users are the sums of their maintained counters, the two queues are partial indexes. Running
 * sessions come from the stats snapshot, like the mined figures beside them.
 */
export async function overviewCounts(db: Queryable) {
  const result = await db.query<{ users: bigint; verified: bigint; pending_kyc: bigint; pending_withdrawals: bigint }>(
    `SELECT (SELECT coalesce(sum(users), 0)::bigint FROM user_counts) AS users,
            (SELECT coalesce(sum(verified), 0)::bigint FROM user_counts) AS verified,
            (SELECT count(*) FROM users WHERE kyc_status = 'pending') AS pending_kyc,
            (SELECT count(*) FROM withdrawals WHERE status IN ('requested', 'approved')) AS pending_withdrawals`,
  );
  return result.rows[0]!;
}
