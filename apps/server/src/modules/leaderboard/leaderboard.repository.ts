import type { Queryable } from '#server/db/pool.ts';

/** Ranks up to this one are counted exactly; beyond it they are read between two rank steps. */
export const EXACT_RANKS = 100;

/** The top by totalMined: reads the first rows of users_total_mined_idx, whatever the number of users. */
export async function topMiners(db: Queryable, limit: number) {
  const result = await db.query<{ nickname: string; total_mined_nano: bigint; rank: bigint }>(
    `SELECT nickname, total_mined_nano, rank() OVER (ORDER BY total_mined_nano DESC) AS rank
     FROM (SELECT nickname, total_mined_nano FROM users WHERE banned_at IS NULL AND deleted_at IS NULL ORDER BY total_mined_nano DESC, id LIMIT $1) top
     ORDER BY total_mined_nano DESC`,
    [limit],
  );
  return result.rows;
}

/**
 * 1 + the number of miners strictly ahead (decision 011). `above` is the last rank step of the
 * stats job with a greater total: totals only grow, so at least `above.ahead` miners are still
 * ahead. From EXACT_RANKS on, the rank is interpolated between that step and the next one (steps
 * are 100 apart up to 10,000, then 1,000). Otherwise (a top total, or no step written yet) the
 * miners ahead are counted in the index: about EXACT_RANKS entries.
 */
export async function rankOf(db: Queryable, totalMinedNano: bigint): Promise<{ rank: number; approximate: boolean }> {
  // The query is the function leaderboard_ahead (migration 039, decision 085).
  const result = await db.query<{ ahead: string; exact: boolean }>({
    name: 'leaderboard-ahead',
    text: 'SELECT ahead, exact FROM leaderboard_ahead($1, $2)',
    values: [totalMinedNano, EXACT_RANKS],
  });
  const row = result.rows[0]!;
  return { rank: Number(row.ahead) + 1, approximate: !row.exact };
}

/** Rewrites the rank steps from the users (run by the stats job: one ordered pass over the index). */
export async function rebuildRankSteps(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM leaderboard_rank_steps');
  await tx.query(
    `INSERT INTO leaderboard_rank_steps (ahead, total_mined_nano)
     SELECT k, total_mined_nano FROM (
       SELECT total_mined_nano, row_number() OVER (ORDER BY total_mined_nano DESC) AS k, count(*) OVER () AS n
       FROM users WHERE banned_at IS NULL AND deleted_at IS NULL
     ) ranked
     WHERE (k <= 10000 AND k % 100 = 0) OR k % 1000 = 0 OR k = n`,
  );
}
