import type { Queryable } from '../../db/pool.ts';

/** The overview counts in one statement; each count is served by an index or a partial index. */
export async function overviewCounts(db: Queryable, now: Date) {
  const result = await db.query<{ users: bigint; verified: bigint; active_sessions: bigint; pending_kyc: bigint; pending_withdrawals: bigint }>(
    `SELECT (SELECT count(*) FROM users) AS users,
            (SELECT count(*) FROM users WHERE email_verified) AS verified,
            (SELECT count(*) FROM mining_sessions WHERE active AND end_time > $1) AS active_sessions,
            (SELECT count(*) FROM users WHERE kyc_status = 'pending') AS pending_kyc,
            (SELECT count(*) FROM withdrawals WHERE status IN ('requested', 'approved')) AS pending_withdrawals`,
    [now],
  );
  return result.rows[0]!;
}
