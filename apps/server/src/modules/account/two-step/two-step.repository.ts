import type { Queryable } from '#server/db/pool.ts';

export interface TotpFactorRow {
  secret_sealed: Buffer;
  confirmed_at: Date | null;
  last_step: bigint;
}

export async function findFactor(db: Queryable, userId: string): Promise<TotpFactorRow | null> {
  const result = await db.query<TotpFactorRow>('SELECT secret_sealed, confirmed_at, last_step FROM totp_factors WHERE user_id = $1', [userId]);
  return result.rows[0] ?? null;
}

export async function isTotpActive(db: Queryable, userId: string): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM totp_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL', [userId]);
  return result.rowCount === 1;
}

/** A new pending secret, replacing an earlier pending one; false when two-step sign-in is already on. */
export async function putPendingFactor(db: Queryable, userId: string, sealed: Buffer, now: Date): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO totp_factors (user_id, secret_sealed, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, created_at = EXCLUDED.created_at, last_step = 0
     WHERE totp_factors.confirmed_at IS NULL`,
    [userId, sealed, now],
  );
  return result.rowCount === 1;
}

/** Turns on the pending secret that was read; of parallel confirms, only one finds it still pending. */
export async function confirmFactor(db: Queryable, userId: string, sealed: Buffer, step: bigint, now: Date): Promise<boolean> {
  const result = await db.query(
    'UPDATE totp_factors SET confirmed_at = $4, last_step = $3 WHERE user_id = $1 AND secret_sealed = $2 AND confirmed_at IS NULL AND last_step < $3',
    [userId, sealed, step, now],
  );
  return result.rowCount === 1;
}

/** Takes a code's time step once: only a step later than the last one accepted. */
export async function acceptStep(db: Queryable, userId: string, step: bigint): Promise<boolean> {
  const result = await db.query(
    'UPDATE totp_factors SET last_step = $2 WHERE user_id = $1 AND confirmed_at IS NOT NULL AND last_step < $2',
    [userId, step],
  );
  return result.rowCount === 1;
}

export async function deleteFactor(db: Queryable, userId: string): Promise<boolean> {
  await db.query('DELETE FROM totp_recovery_codes WHERE user_id = $1', [userId]);
  const result = await db.query('DELETE FROM totp_factors WHERE user_id = $1', [userId]);
  return result.rowCount === 1;
}

export async function insertRecoveryCodes(db: Queryable, userId: string, hashes: Buffer[], now: Date): Promise<void> {
  await db.query('DELETE FROM totp_recovery_codes WHERE user_id = $1', [userId]);
  await db.query(
    'INSERT INTO totp_recovery_codes (user_id, code_hash, created_at) SELECT $1, h, $3 FROM unnest($2::bytea[]) AS h',
    [userId, hashes, now],
  );
}

/** Spends an unused recovery code; of parallel uses of one code, one succeeds. */
export async function useRecoveryCode(db: Queryable, userId: string, hash: Buffer, now: Date): Promise<boolean> {
  const result = await db.query(
    'UPDATE totp_recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL',
    [userId, hash, now],
  );
  return result.rowCount === 1;
}

export async function countRecoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const result = await db.query<{ count: bigint }>('SELECT count(*) AS count FROM totp_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return Number(result.rows[0]!.count);
}
