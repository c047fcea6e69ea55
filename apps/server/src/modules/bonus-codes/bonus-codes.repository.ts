import type { BonusType } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';

export interface BonusCodeRow {
  id: bigint;
  code: string;
  type: BonusType;
  reward_value: bigint;
  duration_hours: number;
  max_uses: number;
  current_uses: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export async function findCode(db: Queryable, code: string): Promise<BonusCodeRow | null> {
  const result = await db.query<BonusCodeRow>('SELECT * FROM bonus_codes WHERE code = $1', [code]);
  return result.rows[0] ?? null;
}

export async function findCodeById(db: Queryable, id: bigint): Promise<BonusCodeRow | null> {
  const result = await db.query<BonusCodeRow>('SELECT * FROM bonus_codes WHERE id = $1', [id]);
  return result.rows[0] ?? null;
}

/** The per-user single use: null when this user already used the code. */
export async function insertUsage(
  db: Queryable,
  usage: { code: BonusCodeRow; userId: string; now: Date },
): Promise<bigint | null> {
  const result = await db.query<{ id: bigint }>(
    `INSERT INTO bonus_code_usages (code_id, user_id, code, type, reward_value, duration_hours, used_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code_id, user_id) DO NOTHING RETURNING id`,
    [usage.code.id, usage.userId, usage.code.code, usage.code.type, usage.code.reward_value, usage.code.type === 'boost' ? usage.code.duration_hours : null, usage.now],
  );
  return result.rows[0]?.id ?? null;
}

/** Takes one use if the code is active and under its maximum; false otherwise (decided under the row lock). */
export async function takeUse(db: Queryable, codeId: bigint, now: Date): Promise<boolean> {
  const result = await db.query(
    'UPDATE bonus_codes SET current_uses = current_uses + 1, updated_at = $2 WHERE id = $1 AND is_active AND current_uses < max_uses',
    [codeId, now],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function listUsagesOfUser(db: Queryable, userId: string) {
  const result = await db.query<{ id: bigint; code: string; type: BonusType; reward_value: bigint; duration_hours: number | null; used_at: Date }>(
    'SELECT id, code, type, reward_value, duration_hours, used_at FROM bonus_code_usages WHERE user_id = $1 ORDER BY used_at DESC LIMIT 100',
    [userId],
  );
  return result.rows;
}

export async function hasActiveBoost(db: Queryable, userId: string, now: Date): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM user_boosts WHERE user_id = $1 AND expires_at > $2 LIMIT 1', [userId, now]);
  return (result.rowCount ?? 0) > 0;
}

export async function insertBoost(db: Queryable, boost: { userId: string; rateNano: bigint; source: string; now: Date; expiresAt: Date }): Promise<void> {
  await db.query(
    'INSERT INTO user_boosts (user_id, rate_nano, source, applied_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [boost.userId, boost.rateNano, boost.source, boost.now, boost.expiresAt],
  );
}

export async function insertCode(
  db: Queryable,
  code: { code: string; type: BonusType; rewardValue: bigint; durationHours: number; maxUses: number; isActive: boolean; createdBy: string; now: Date },
): Promise<BonusCodeRow> {
  const result = await db.query<BonusCodeRow>(
    `INSERT INTO bonus_codes (code, type, reward_value, duration_hours, max_uses, is_active, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING *`,
    [code.code, code.type, code.rewardValue, code.durationHours, code.maxUses, code.isActive, code.createdBy, code.now],
  );
  return result.rows[0]!;
}

export async function updateCode(
  db: Queryable,
  id: bigint,
  changes: { rewardValue?: bigint | undefined; durationHours?: number | undefined; maxUses?: number | undefined; isActive?: boolean | undefined },
  now: Date,
): Promise<BonusCodeRow | null> {
  const result = await db.query<BonusCodeRow>(
    `UPDATE bonus_codes SET reward_value = coalesce($2, reward_value), duration_hours = coalesce($3, duration_hours),
       max_uses = coalesce($4, max_uses), is_active = coalesce($5, is_active), updated_at = $6
     WHERE id = $1 AND coalesce($4, max_uses) >= current_uses RETURNING *`,
    [id, changes.rewardValue ?? null, changes.durationHours ?? null, changes.maxUses ?? null, changes.isActive ?? null, now],
  );
  return result.rows[0] ?? null;
}

/** The codes, newest first (by id: the order they were created in), a page at a time. */
export async function listCodes(db: Queryable, after: bigint | null, limit: number): Promise<BonusCodeRow[]> {
  const result = await db.query<BonusCodeRow>('SELECT * FROM bonus_codes WHERE $1::bigint IS NULL OR id < $1 ORDER BY id DESC LIMIT $2', [after, limit]);
  return result.rows;
}

/** Who redeemed a code, the latest first (by id: the order of the uses), a page at a time. */
export async function listUsagesOfCode(db: Queryable, codeId: bigint, after: bigint | null, limit: number) {
  const result = await db.query<{ id: bigint; user_id: string; nickname: string; used_at: Date }>(
    `SELECT u.id, u.user_id, us.nickname, u.used_at FROM bonus_code_usages u JOIN users us ON us.id = u.user_id
     WHERE u.code_id = $1 AND ($2::bigint IS NULL OR u.id < $2) ORDER BY u.id DESC LIMIT $3`,
    [codeId, after, limit],
  );
  return result.rows;
}

/** When the user's last boost (running or queued) ends, if any. */
export async function latestBoostExpiry(db: Queryable, userId: string, now: Date): Promise<Date | null> {
  const result = await db.query<{ at: Date | null }>('SELECT max(expires_at) AS at FROM user_boosts WHERE user_id = $1 AND expires_at > $2', [userId, now]);
  return result.rows[0]?.at ?? null;
}
