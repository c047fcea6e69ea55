import type { Queryable } from '#server/db/pool.ts';

/**
 * Counts one hit in a fixed window that starts at the first hit (as @fastify/rate-limit's own store
 * does), atomically: parallel requests on any instance each see their own count.
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const result = await db.query<{ hits: number; ttl_ms: number }>(
    `INSERT INTO rate_limit_hits AS h (key, hits, window_start) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN h.window_start <= now() - $2 * interval '1 millisecond' THEN 1 ELSE h.hits + 1 END,
       window_start = CASE WHEN h.window_start <= now() - $2 * interval '1 millisecond' THEN now() ELSE h.window_start END
     RETURNING hits, (extract(epoch FROM window_start + $2 * interval '1 millisecond' - now()) * 1000)::integer AS ttl_ms`,
    [key, windowMs],
  );
  const row = result.rows[0]!;
  return { hits: row.hits, ttlMs: Math.max(0, row.ttl_ms) };
}

/** Forgets windows that ended long ago. */
export async function sweepHits(db: Queryable, olderThanMs: number): Promise<number> {
  const result = await db.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - $1 * interval '1 millisecond'`, [olderThanMs]);
  return result.rowCount ?? 0;
}
