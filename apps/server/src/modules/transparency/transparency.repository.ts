import type { Queryable } from '#server/db/pool.ts';
import { SORT_TIME } from '#server/db/keyset-page.ts';

/**
 * The public figures in one statement, none of them a scan of players (decision 011): mining
 * from the hourly buckets the stats job rolls up, players from the trigger-kept overview counts,
 * payouts from their partial index (withdrawals_completed_idx), what is owed from the last
 * published proof of liabilities.
 */
export async function figures(db: Queryable, chartSince: Date) {
  const result = await db.query<{
    mined_total: string; per_day: { day: string; mined: string }[] | null; held_total: string | null; held_day: string | null;
    withdrawn_count: string; withdrawn_total: string; players: string; verified_players: string;
  }>(
    `SELECT
       (SELECT coalesce(sum(mined_nano), 0)::text FROM mining_stats_hourly) AS mined_total,
       (SELECT json_agg(json_build_object('day', day, 'mined', mined) ORDER BY day) FROM (
          SELECT to_char(date_trunc('day', hour AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, sum(mined_nano)::text AS mined
          FROM mining_stats_hourly WHERE hour >= $1 GROUP BY 1) d) AS per_day,
       r.total_nano::text AS held_total, to_char(r.day, 'YYYY-MM-DD') AS held_day,
       (SELECT count(*) FROM withdrawals WHERE status = 'completed')::text AS withdrawn_count,
       (SELECT coalesce(sum(amount_nano), 0) FROM withdrawals WHERE status = 'completed')::text AS withdrawn_total,
       (SELECT coalesce(sum(users), 0) FROM overview_counts)::text AS players,
       (SELECT coalesce(sum(kyc_approved), 0) FROM overview_counts)::text AS verified_players
     FROM (SELECT 1) one LEFT JOIN LATERAL (SELECT total_nano, day FROM liability_roots ORDER BY day DESC LIMIT 1) r ON true`,
    [chartSince],
  );
  return result.rows[0]!;
}

export interface PayoutRow {
  id: string;
  amount_nano: bigint;
  completed_at: Date;
  tx_hash: string | null;
  sort_at: string;
}

/** Completed payouts, newest first, after the one whose key is `after`: amounts and transactions, no player. */
export async function payoutsPage(db: Queryable, after: { at: string; id: string } | null, limit: number): Promise<PayoutRow[]> {
  const columns = `id, amount_nano, completed_at, tx_hash, ${SORT_TIME('completed_at')} AS sort_at`;
  const result = after
    ? await db.query<PayoutRow>(
      `SELECT ${columns} FROM withdrawals WHERE status = 'completed' AND (completed_at, id) < ($1::timestamptz, $2::uuid)
       ORDER BY completed_at DESC, id DESC LIMIT $3`,
      [after.at, after.id, limit],
    )
    : await db.query<PayoutRow>(`SELECT ${columns} FROM withdrawals WHERE status = 'completed' ORDER BY completed_at DESC, id DESC LIMIT $1`, [limit]);
  return result.rows;
}
