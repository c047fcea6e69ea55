import type { Queryable } from '#server/db/pool.ts';
import { SORT_TIME } from '#server/db/keyset-page.ts';

/**
 * The public figures in one statement, none of them a scan of players or withdrawals (decision
 * 011): mining from the hourly buckets the stats job rolls up (the total as the job sums it, one row
 * an hour of the product's life, so never less than the chart's bars), players and payouts from the
 * trigger-kept overview counts, what is owed from the last published proof of liabilities.
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
       c.withdrawn::text AS withdrawn_count, c.withdrawn_nano::text AS withdrawn_total, c.users::text AS players, c.kyc_approved::text AS verified_players
     FROM (SELECT coalesce(sum(withdrawn), 0) AS withdrawn, coalesce(sum(withdrawn_nano), 0) AS withdrawn_nano, coalesce(sum(users), 0) AS users,
                  coalesce(sum(kyc_approved), 0) AS kyc_approved FROM overview_counts) c
     LEFT JOIN LATERAL (SELECT total_nano, day FROM liability_roots ORDER BY day DESC LIMIT 1) r ON true`,
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
