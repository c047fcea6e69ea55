import { SORT_TIME } from '#server/db/keyset-page.ts';
import type { Queryable } from '#server/db/pool.ts';
import { sqlKinds } from '#server/modules/ledger/ledger-kind-sql.ts';

export interface RoundRow {
  id: string;
  user_id: string;
  game: string;
  stake_nano: bigint;
  payout_nano: bigint | null;
  seed_id: bigint;
  nonce: number;
  params: Record<string, unknown>;
  secret: Record<string, unknown>;
  shown: Record<string, unknown>;
  status: 'active' | 'won' | 'lost' | 'cashed_out' | 'push';
  created_at: Date;
}

export async function insertRound(db: Queryable, r: Omit<RoundRow, 'created_at' | 'payout_nano'> & { payout_nano: bigint | null; now: Date }): Promise<RoundRow> {
  const result = await db.query<RoundRow>(
    `INSERT INTO game_rounds (id, user_id, game, stake_nano, payout_nano, seed_id, nonce, params, secret, shown, status, created_at, finished_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN $11 = 'active' THEN NULL ELSE $12::timestamptz END) RETURNING *`,
    [r.id, r.user_id, r.game, r.stake_nano, r.payout_nano, r.seed_id, r.nonce, r.params, r.secret, r.shown, r.status, r.now],
  );
  return result.rows[0]!;
}

export async function lockRound(db: Queryable, id: string, userId: string, game: string): Promise<RoundRow | null> {
  return (await db.query<RoundRow>('SELECT * FROM game_rounds WHERE id = $1 AND user_id = $2 AND game = $3 FOR UPDATE', [id, userId, game])).rows[0] ?? null;
}

/** Moves an active round on; finishing it is conditional, so a second cash-out finds it over. */
export async function updateRound(db: Queryable, r: { id: string; stake: bigint; secret: unknown; shown: unknown; status: RoundRow['status']; payout: bigint | null; now: Date }): Promise<RoundRow | null> {
  const result = await db.query<RoundRow>(
    `UPDATE game_rounds SET stake_nano = $2, secret = $3, shown = $4, status = $5, payout_nano = $6,
       finished_at = CASE WHEN $5 = 'active' THEN NULL ELSE $7::timestamptz END
     WHERE id = $1 AND status = 'active' RETURNING *`,
    [r.id, r.stake, JSON.stringify(r.secret), JSON.stringify(r.shown), r.status, r.payout, r.now],
  );
  return result.rows[0] ?? null;
}

/** A player's rounds, newest first (created_at, id), after `after` (db/keyset-page.ts). */
export async function roundsOfUser(db: Queryable, userId: string, after: { at: string; id: string } | null, limit: number) {
  const result = await db.query<RoundRow & { client_seed: string; server_seed_hash: string; server_seed: string; revealed: boolean; sort_at: string }>(
    `SELECT r.*, s.server_seed_hash, s.server_seed, s.revealed_at IS NOT NULL AS revealed,
       r.params->>'clientSeed' AS client_seed, ${SORT_TIME('r.created_at')} AS sort_at
     FROM game_rounds r JOIN fairness_seeds s ON s.id = r.seed_id
     WHERE r.user_id = $1 AND ($2::timestamptz IS NULL OR (r.created_at, r.id) < ($2::timestamptz, $3::uuid))
     ORDER BY r.created_at DESC, r.id DESC LIMIT $4`,
    [userId, after?.at ?? null, after?.id ?? null, limit],
  );
  return result.rows;
}

export async function activeRound(db: Queryable, userId: string, game: string): Promise<RoundRow | null> {
  return (await db.query<RoundRow>("SELECT * FROM game_rounds WHERE user_id = $1 AND game = $2 AND status = 'active'", [userId, game])).rows[0] ?? null;
}

export async function lockPool(db: Queryable, game: string): Promise<{ pool_nano: bigint; seed_nano: bigint }> {
  return (await db.query<{ pool_nano: bigint; seed_nano: bigint }>('SELECT pool_nano, seed_nano FROM jackpot_pools WHERE game = $1 FOR UPDATE', [game])).rows[0]!;
}

export async function setPool(db: Queryable, game: string, pool: bigint, now: Date): Promise<void> {
  await db.query('UPDATE jackpot_pools SET pool_nano = $2, updated_at = $3 WHERE game = $1', [game, pool, now]);
}

export async function pools(db: Queryable) {
  return (await db.query<{ game: string; pool_nano: bigint; seed_nano: bigint }>('SELECT game, pool_nano, seed_nano FROM jackpot_pools ORDER BY game')).rows;
}

/** Net loss today (UTC) from game stakes and wins in the ledger. */
export async function lossSince(db: Queryable, userId: string, since: Date): Promise<bigint> {
  const result = await db.query<{ loss: string }>(
    `SELECT coalesce(-sum(amount_nano), 0)::text AS loss FROM ledger
     WHERE user_id = $1 AND kind IN ${sqlKinds('game_stake', 'game_win')} AND created_at >= $2`,
    [userId, since],
  );
  return BigInt(result.rows[0]!.loss);
}

export async function limitsOf(db: Queryable, userId: string) {
  return (await db.query<{ daily_loss_limit_nano: bigint | null; self_excluded_until: Date | null }>('SELECT daily_loss_limit_nano, self_excluded_until FROM game_limits WHERE user_id = $1', [userId])).rows[0] ?? null;
}

export async function saveLimits(db: Queryable, userId: string, limits: { dailyLoss?: bigint | null | undefined; excludedUntil?: Date | undefined }, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO game_limits (user_id, daily_loss_limit_nano, self_excluded_until, updated_at) VALUES ($1, $2, $3, $6)
     ON CONFLICT (user_id) DO UPDATE SET
       daily_loss_limit_nano = CASE WHEN $4 THEN EXCLUDED.daily_loss_limit_nano ELSE game_limits.daily_loss_limit_nano END,
       self_excluded_until = CASE WHEN $5 THEN GREATEST(coalesce(game_limits.self_excluded_until, EXCLUDED.self_excluded_until), EXCLUDED.self_excluded_until) ELSE game_limits.self_excluded_until END,
       updated_at = EXCLUDED.updated_at`,
    [userId, limits.dailyLoss ?? null, limits.excludedUntil ?? null, limits.dailyLoss !== undefined, limits.excludedUntil !== undefined, now],
  );
}

export async function lastSpin(db: Queryable, userId: string, kind: 'free' | 'bonus'): Promise<Date | null> {
  return (await db.query<{ at: Date | null }>('SELECT max(spun_at) AS at FROM slot_spins WHERE user_id = $1 AND kind = $2', [userId, kind])).rows[0]?.at ?? null;
}

export async function countSpins(db: Queryable, userId: string, kind: 'free' | 'bonus'): Promise<number> {
  return Number((await db.query<{ n: bigint }>('SELECT count(*) AS n FROM slot_spins WHERE user_id = $1 AND kind = $2', [userId, kind])).rows[0]!.n);
}

export async function recordSpin(db: Queryable, userId: string, kind: 'free' | 'bonus', now: Date): Promise<void> {
  await db.query('INSERT INTO slot_spins (user_id, kind, spun_at) VALUES ($1, $2, $3)', [userId, kind, now]);
}

/** Free spins back after 24 h, each announced once. */
export async function claimSpinsBack(db: Queryable, now: Date, dayMs: number) {
  const result = await db.query<{ user_id: string }>(
    `UPDATE slot_spins s SET availability_notified = true
     WHERE kind = 'free' AND NOT availability_notified AND spun_at <= $1::timestamptz - ($2::bigint * interval '1 millisecond')
       AND spun_at = (SELECT max(spun_at) FROM slot_spins o WHERE o.user_id = s.user_id AND o.kind = 'free')
     RETURNING user_id`,
    [now, dayMs],
  );
  return result.rows;
}

export async function gameTotals(db: Queryable) {
  return (await db.query<{ game: string; rounds: bigint; wagered: string; paid: string }>(
    `SELECT game, count(*) AS rounds, coalesce(sum(stake_nano), 0)::text AS wagered, coalesce(sum(payout_nano), 0)::text AS paid
     FROM game_rounds WHERE status <> 'active' GROUP BY game ORDER BY game`,
  )).rows;
}
