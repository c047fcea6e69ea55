import { MINING } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  start_time: Date;
  end_time: Date;
  rate_nano: bigint;
  accrued_nano: bigint;
  accrued_until: Date;
  time_reduction_ms: bigint;
  active: boolean;
  claimed: boolean;
  claimed_at: Date | null;
  ended_at: Date | null;
  earnings_nano: bigint | null;
}

export interface MiningView {
  level: number;
  /** Referrals mining now, counted up to MINING.maxCountedReferrals: the rate counts no more. */
  countedReferrals: number;
  boosts: { rateNano: bigint; expiresAt: Date }[];
  packRatesNano: bigint[];
  storedRateNano: bigint;
  storedCountedReferrals: number;
  ratePersistedAt: Date | null;
  session: SessionRow | null;
}

const SESSION_COLUMNS = ['id', 'user_id', 'start_time', 'end_time', 'rate_nano', 'accrued_nano', 'accrued_until', 'time_reduction_ms', 'active', 'claimed', 'claimed_at', 'ended_at', 'earnings_nano'] as const;

/**
 * Everything the dashboard needs, for several users at once (each at its own time), in one
 * statement: the function mining_views (migration 029), whose plan is kept per server connection,
 * behind a pooler too (decision 052). The active referrals are one range of
 * users_referrals_mining_idx (users.mining_until is the end of a running session, decision 011),
 * read only as far as the rate counts them (MINING.maxCountedReferrals), so a referrer with
 * thousands mining costs what one with twenty does. One result per lookup, in order (null for no
 * such user).
 */
export async function loadMiningViews(db: Queryable, lookups: { userId: string; now: Date }[]): Promise<(MiningView | null)[]> {
  const result = await db.query({
    name: 'mining-views',
    text: `SELECT i, level, mining_rate_nano, stored_counted_referrals, rate_persisted_at, counted_referrals, boosts, packs,
       ${SESSION_COLUMNS.map((column) => `s_${column}`).join(', ')}
     FROM mining_views($1::uuid[], $2::timestamptz[], $3::integer)`,
    values: [lookups.map((lookup) => lookup.userId), lookups.map((lookup) => lookup.now), MINING.maxCountedReferrals],
  });
  const views: (MiningView | null)[] = lookups.map(() => null);
  for (const row of result.rows) views[Number(row.i) - 1] = toMiningView(row);
  return views;
}

function toMiningView(row: Record<string, unknown>): MiningView {
  const session = row.s_id
    ? (Object.fromEntries(SESSION_COLUMNS.map((column) => [column, row[`s_${column}`]])) as unknown as SessionRow)
    : null;
  return {
    level: row.level as number,
    countedReferrals: Number(row.counted_referrals),
    boosts: (row.boosts as { rate: string; expiresAt: string }[]).map((b) => ({ rateNano: BigInt(b.rate), expiresAt: new Date(b.expiresAt) })),
    packRatesNano: (row.packs as string[]).map((rate) => BigInt(rate)),
    storedRateNano: row.mining_rate_nano as bigint,
    storedCountedReferrals: row.stored_counted_referrals as number,
    ratePersistedAt: row.rate_persisted_at as Date | null,
    session,
  };
}

export async function insertSession(
  tx: Queryable,
  session: { userId: string; startTime: Date; endTime: Date; rateNano: bigint },
): Promise<SessionRow | null> {
  const result = await tx.query<SessionRow>(
    `INSERT INTO mining_sessions (user_id, start_time, end_time, rate_nano, accrued_until)
     VALUES ($1, $2, $3, $4, $2)
     ON CONFLICT (user_id) WHERE active DO NOTHING RETURNING *`,
    [session.userId, session.startTime, session.endTime, session.rateNano],
  );
  return result.rows[0] ?? null;
}

export async function lockActiveSession(tx: Queryable, userId: string): Promise<SessionRow | null> {
  const result = await tx.query<SessionRow>('SELECT * FROM mining_sessions WHERE user_id = $1 AND active FOR UPDATE', [userId]);
  return result.rows[0] ?? null;
}

/** Closes an active, unclaimed session; null when another request closed it first. */
export async function closeSession(
  tx: Queryable,
  close: { id: string; earningsNano: bigint; now: Date; claimed: boolean },
): Promise<SessionRow | null> {
  const result = await tx.query<SessionRow>(
    `UPDATE mining_sessions SET active = false, claimed = $3, claimed_at = CASE WHEN $3 THEN $4::timestamptz END,
       ended_at = CASE WHEN $3 THEN NULL ELSE $4::timestamptz END, earnings_nano = $2
     WHERE id = $1 AND active AND NOT claimed RETURNING *`,
    [close.id, close.earningsNano, close.claimed, close.now],
  );
  return result.rows[0] ?? null;
}

/** Writes the new rate at most once per interval per user; false when throttled. */
export async function persistUserRate(
  tx: Queryable,
  update: { userId: string; rateNano: bigint; countedReferrals: number; now: Date; intervalMs: number },
): Promise<boolean> {
  const result = await tx.query(
    `UPDATE users SET mining_rate_nano = $2, active_referrals = $3, rate_persisted_at = $4
     WHERE id = $1 AND (rate_persisted_at IS NULL OR rate_persisted_at <= $5)`,
    [update.userId, update.rateNano, update.countedReferrals, update.now, new Date(update.now.getTime() - update.intervalMs)],
  );
  return (result.rowCount ?? 0) > 0;
}

/**
 * Writes a changed rate to the user (at most once per interval) and, in the same statement, settles
 * the running session's earnings so far at its old rate before it goes on at the new one.
 * One statement, so a dashboard read that notices a change stays cheap and needs no transaction.
 */
export async function persistRateChange(
  db: Queryable,
  change: { userId: string; rateNano: bigint; countedReferrals: number; now: Date; intervalMs: number; session: { id: string; previousAccruedUntil: Date; accruedNano: bigint } | null },
): Promise<{ rateWritten: boolean; sessionSettled: boolean }> {
  const result = await db.query<{ rate_written: boolean; session_settled: boolean }>(
    `WITH rate AS (
       UPDATE users SET mining_rate_nano = $2, active_referrals = $3, rate_persisted_at = $4
       WHERE id = $1 AND (rate_persisted_at IS NULL OR rate_persisted_at <= $5) RETURNING id
     ), settled AS (
       UPDATE mining_sessions SET accrued_nano = $7, accrued_until = $4, rate_nano = $2
       WHERE id = $6 AND active AND accrued_until = $8 AND EXISTS (SELECT 1 FROM rate) RETURNING id
     )
     SELECT EXISTS (SELECT 1 FROM rate) AS rate_written, EXISTS (SELECT 1 FROM settled) AS session_settled`,
    [change.userId, change.rateNano, change.countedReferrals, change.now, new Date(change.now.getTime() - change.intervalMs),
      change.session?.id ?? null, change.session?.accruedNano ?? null, change.session?.previousAccruedUntil ?? null],
  );
  return { rateWritten: result.rows[0]!.rate_written, sessionSettled: result.rows[0]!.session_settled };
}

export async function dropExpiredBoosts(db: Queryable, userId: string, now: Date): Promise<number> {
  const result = await db.query('DELETE FROM user_boosts WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
  return result.rowCount ?? 0;
}

/**
 * Time reduction (a bonus code's): the end moves earlier and the skipped time is paid at once into the
 * session's settled earnings, so the session still pays a full day at its rate, sooner.
 */
export async function reduceSessionTime(tx: Queryable, change: { id: string; reductionMs: number; creditNano: bigint }): Promise<void> {
  await tx.query(
    `UPDATE mining_sessions SET end_time = end_time - ($2::bigint * interval '1 millisecond'),
       time_reduction_ms = time_reduction_ms + $2, accrued_nano = accrued_nano + $3
     WHERE id = $1 AND active`,
    [change.id, change.reductionMs, change.creditNano],
  );
}
