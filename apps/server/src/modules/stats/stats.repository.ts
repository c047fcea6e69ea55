import type { Queryable } from '#server/db/pool.ts';
import { sqlKind } from '#server/modules/ledger/ledger-kind-sql.ts';

/**
 * Rebuilds the hourly buckets from `fromHour` on, from the ledger (mined FRE, claims) and the
 * sessions (started, rates, completed durations). Idempotent: re-running gives the same rows.
 */
export async function rollupHours(db: Queryable, fromHour: Date): Promise<void> {
  await db.query(
    `WITH mined AS (
       SELECT date_trunc('hour', created_at) AS hour, sum(amount_nano) AS mined, count(*) AS claims
       FROM ledger WHERE kind = ${sqlKind('mining_claim')} AND created_at >= $1 GROUP BY 1
     ), started AS (
       SELECT date_trunc('hour', start_time) AS hour, count(*) AS n, sum(rate_nano) AS rate_sum, max(rate_nano) AS rate_max
       FROM mining_sessions WHERE start_time >= $1 GROUP BY 1
     ), completed AS (
       SELECT date_trunc('hour', coalesce(claimed_at, ended_at)) AS hour, count(*) AS n,
              sum(extract(epoch FROM (least(coalesce(ended_at, end_time), end_time) - start_time)) * 1000)::bigint AS ms
       FROM mining_sessions WHERE NOT active AND coalesce(claimed_at, ended_at) >= $1 GROUP BY 1
     ), hours AS (
       SELECT hour FROM mined UNION SELECT hour FROM started UNION SELECT hour FROM completed
     )
     INSERT INTO mining_stats_hourly AS h (hour, mined_nano, claims, sessions_started, rate_sum_nano, max_rate_nano, sessions_completed, completed_session_ms)
     SELECT hours.hour, coalesce(mined.mined, 0), coalesce(mined.claims, 0), coalesce(started.n, 0), coalesce(started.rate_sum, 0),
            coalesce(started.rate_max, 0), coalesce(completed.n, 0), coalesce(completed.ms, 0)
     FROM hours LEFT JOIN mined USING (hour) LEFT JOIN started USING (hour) LEFT JOIN completed USING (hour)
     ON CONFLICT (hour) DO UPDATE SET mined_nano = EXCLUDED.mined_nano, claims = EXCLUDED.claims,
       sessions_started = EXCLUDED.sessions_started, rate_sum_nano = EXCLUDED.rate_sum_nano, max_rate_nano = EXCLUDED.max_rate_nano,
       sessions_completed = EXCLUDED.sessions_completed, completed_session_ms = EXCLUDED.completed_session_ms`,
    [fromHour],
  );
}

export async function latestRolledHour(db: Queryable): Promise<Date | null> {
  const result = await db.query<{ hour: Date | null }>('SELECT max(hour) AS hour FROM mining_stats_hourly');
  return result.rows[0]?.hour ?? null;
}

/** Mined FRE since each window start, from the buckets alone. */
export async function minedSince(db: Queryable, starts: Date[]): Promise<bigint[]> {
  const result = await db.query<{ total: string }>(
    `SELECT coalesce(sum(h.mined_nano) FILTER (WHERE h.hour >= s.start), 0)::text AS total
     FROM unnest($1::timestamptz[]) WITH ORDINALITY AS s(start, n) CROSS JOIN mining_stats_hourly h
     GROUP BY s.n ORDER BY s.n`,
    [starts],
  );
  return result.rows.length ? result.rows.map((row) => BigInt(row.total)) : starts.map(() => 0n);
}

export async function bucketTotals(db: Queryable, rateSince: Date) {
  const result = await db.query<{ all_time: string; completed: string; completed_ms: string; rate_sum: string; started: string; rate_max: string }>(
    `SELECT coalesce(sum(mined_nano), 0)::text AS all_time, coalesce(sum(sessions_completed), 0)::text AS completed,
            coalesce(sum(completed_session_ms), 0)::text AS completed_ms,
            coalesce(sum(rate_sum_nano) FILTER (WHERE hour >= $1), 0)::text AS rate_sum,
            coalesce(sum(sessions_started) FILTER (WHERE hour >= $1), 0)::text AS started,
            coalesce(max(max_rate_nano), 0)::text AS rate_max
     FROM mining_stats_hourly`,
    [rateSince],
  );
  return result.rows[0]!;
}

/** The figures that need a scan; run by the background job only. A miner of a window had a session overlapping it. */
export async function scanFigures(db: Queryable, now: Date, since: { day: Date; week: Date; month: Date }, bonus: { referralNano: bigint; maxReferrals: number }) {
  const result = await db.query<Record<string, string>>(
    `SELECT
       (SELECT count(DISTINCT user_id) FROM mining_sessions WHERE start_time >= $2::timestamptz - interval '1 day' AND end_time >= $2)::text AS miners_day,
       (SELECT count(DISTINCT user_id) FROM mining_sessions WHERE start_time >= $3::timestamptz - interval '1 day' AND end_time >= $3)::text AS miners_week,
       (SELECT count(DISTINCT user_id) FROM mining_sessions WHERE start_time >= $4::timestamptz - interval '1 day' AND end_time >= $4)::text AS miners_month,
       (SELECT coalesce(sum(users), 0) FROM overview_counts)::text AS users,
       (SELECT count(*) FROM mining_sessions WHERE active AND end_time > $1)::text AS active_sessions,
       (SELECT coalesce(sum(least(active_referrals, $6)), 0) * $5 FROM users WHERE active_referrals > 0)::text AS referral_bonus,
       (SELECT coalesce(sum(rate_nano), 0) FROM user_boosts WHERE expires_at > $1)::text AS temporary_bonus`,
    [now, since.day, since.week, since.month, bonus.referralNano, bonus.maxReferrals],
  );
  return result.rows[0]!;
}

export async function usersByLevel(db: Queryable): Promise<{ level: number; n: number }[]> {
  const result = await db.query<{ level: number; n: bigint }>('SELECT level, count(*) AS n FROM users WHERE level > 0 GROUP BY level');
  return result.rows.map((row) => ({ level: row.level, n: Number(row.n) }));
}

export async function insertSnapshot(db: Queryable, computedAt: Date, data: unknown): Promise<void> {
  await db.query('INSERT INTO stats_snapshots (computed_at, data) VALUES ($1, $2)', [computedAt, JSON.stringify(data)]);
  // Keep a day of history at most; the newest is what is served.
  await db.query("DELETE FROM stats_snapshots WHERE computed_at < $1::timestamptz - interval '1 day'", [computedAt]);
}

export async function latestSnapshot<T>(db: Queryable): Promise<{ computedAt: Date; data: T } | null> {
  const result = await db.query<{ computed_at: Date; data: T }>('SELECT computed_at, data FROM stats_snapshots ORDER BY id DESC LIMIT 1');
  const row = result.rows[0];
  return row ? { computedAt: row.computed_at, data: row.data } : null;
}

export async function dailySeries(db: Queryable, since: Date) {
  const result = await db.query<{ day: string; mined: string; claims: string; started: string }>(
    `SELECT to_char(date_trunc('day', hour AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, sum(mined_nano)::text AS mined,
            sum(claims)::text AS claims, sum(sessions_started)::text AS started
     FROM mining_stats_hourly WHERE hour >= $1 GROUP BY 1 ORDER BY 1`,
    [since],
  );
  return result.rows;
}
