import type { Queryable } from '../../db/pool.ts';

/** Ranks up to this one are counted exactly; beyond it they are read between two rank steps. */
export const EXACT_RANKS = 1_000;
/** The stats job keeps every STEP-th unbanned user by totalMined (and the last one). */
const STEP = 1_000;

/** The top by totalMined: reads the first rows of users_total_mined_idx, whatever the number of users. */
export async function topMiners(db: Queryable, limit: number) {
  const result = await db.query<{ nickname: string; total_mined_nano: bigint; rank: bigint }>(
    `SELECT nickname, total_mined_nano, rank() OVER (ORDER BY total_mined_nano DESC) AS rank
     FROM (SELECT nickname, total_mined_nano FROM users WHERE banned_at IS NULL ORDER BY total_mined_nano DESC, id LIMIT $1) top
     ORDER BY total_mined_nano DESC`,
    [limit],
  );
  return result.rows;
}

/**
 * 1 + the number of miners strictly ahead (decision 011). Up to EXACT_RANKS ahead they are
 * counted in the index; from there on, the number ahead is interpolated between the two rank
 * steps around the total (at most STEP apart, as of the last stats job). Before the job has
 * written any step, everyone ahead is counted.
 */
export async function rankOf(db: Queryable, totalMinedNano: bigint): Promise<number> {
  const result = await db.query<{ ahead: string }>(
    `WITH counted AS (
       SELECT count(*) AS n FROM (SELECT 1 FROM users WHERE banned_at IS NULL AND total_mined_nano > $1 ORDER BY total_mined_nano DESC LIMIT $2) t
     ), above AS (
       SELECT ahead, total_mined_nano FROM leaderboard_rank_steps WHERE total_mined_nano > $1 ORDER BY total_mined_nano, ahead DESC LIMIT 1
     ), below AS (
       SELECT ahead, total_mined_nano FROM leaderboard_rank_steps WHERE total_mined_nano <= $1 ORDER BY total_mined_nano DESC, ahead LIMIT 1
     )
     SELECT (CASE
       WHEN counted.n < $2 THEN counted.n
       WHEN NOT EXISTS (SELECT 1 FROM leaderboard_rank_steps) THEN (SELECT count(*) FROM users WHERE banned_at IS NULL AND total_mined_nano > $1)
       WHEN below.ahead IS NULL THEN greatest($2, above.ahead)
       WHEN above.ahead IS NULL THEN $2
       ELSE greatest($2, round(above.ahead + (below.ahead - 1 - above.ahead)::numeric
                              * (above.total_mined_nano - $1::bigint) / (above.total_mined_nano - below.total_mined_nano)))
     END)::text AS ahead
     FROM counted LEFT JOIN above ON true LEFT JOIN below ON true`,
    [totalMinedNano, EXACT_RANKS],
  );
  return Number(result.rows[0]!.ahead) + 1;
}

/** Rewrites the rank steps from the users (run by the stats job: one ordered pass over the index). */
export async function rebuildRankSteps(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM leaderboard_rank_steps');
  await tx.query(
    `INSERT INTO leaderboard_rank_steps (ahead, total_mined_nano)
     SELECT k, total_mined_nano FROM (
       SELECT total_mined_nano, row_number() OVER (ORDER BY total_mined_nano DESC) AS k, count(*) OVER () AS n
       FROM users WHERE banned_at IS NULL
     ) ranked
     WHERE k % $1 = 0 OR k = n`,
    [STEP],
  );
}
