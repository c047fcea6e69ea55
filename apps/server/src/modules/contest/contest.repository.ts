import type { Queryable } from '#server/db/pool.ts';

export async function listValidations(db: Queryable, userId: string): Promise<Map<number, Date>> {
  const result = await db.query<{ level: number; validated_at: Date }>('SELECT level, validated_at FROM level_validations WHERE user_id = $1', [userId]);
  return new Map(result.rows.map((row) => [row.level, row.validated_at]));
}

/** The facts the automatic tasks depend on, in one statement. */
export async function taskFacts(db: Queryable, userId: string): Promise<{ referrals: number; packs: Set<string>; wallet: boolean; telegramId: bigint | null }> {
  const result = await db.query<{ referrals: bigint; packs: string[]; wallet: boolean; telegram_id: bigint | null }>(
    `SELECT (SELECT count(*) FROM users r WHERE r.referred_by = u.id) AS referrals,
            (SELECT coalesce(array_agg(pack_id), '{}') FROM user_packs p WHERE p.user_id = u.id) AS packs,
            u.ton_wallet IS NOT NULL AS wallet, u.telegram_id
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = result.rows[0]!;
  return { referrals: Number(row.referrals), packs: new Set(row.packs), wallet: row.wallet, telegramId: row.telegram_id };
}

/** Records level n once, only right after level n−1 (the level column is the guard). */
export async function validateLevel(db: Queryable, v: { userId: string; level: number; rewardNano: bigint; evidence: string; now: Date }): Promise<boolean> {
  const updated = await db.query('UPDATE users SET level = $2, updated_at = $3 WHERE id = $1 AND level = $2 - 1', [v.userId, v.level, v.now]);
  if ((updated.rowCount ?? 0) === 0) return false;
  await db.query(
    'INSERT INTO level_validations (user_id, level, reward_nano, evidence, validated_at) VALUES ($1, $2, $3, $4, $5)',
    [v.userId, v.level, v.rewardNano, v.evidence, v.now],
  );
  return true;
}
