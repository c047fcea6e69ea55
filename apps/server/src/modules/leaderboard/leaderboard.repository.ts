import type { Queryable } from '../../db/pool.ts';

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

/** 1 + the number of miners strictly ahead (an index range scan over those ahead only). */
export async function rankOf(db: Queryable, totalMinedNano: bigint): Promise<number> {
  const result = await db.query<{ ahead: bigint }>('SELECT count(*) AS ahead FROM users WHERE total_mined_nano > $1 AND banned_at IS NULL', [totalMinedNano]);
  return Number(result.rows[0]!.ahead) + 1;
}
