import type { Queryable } from '#server/db/pool.ts';

/**
 * Spends one signed initData as a proof of the person (decision 048): false when it was spent
 * already. Those older than `forgetBefore` (past their freshness window, so refused anyway) are
 * deleted on the way: the table stays the size of a few minutes of proofs.
 */
export async function spendTelegramProof(db: Queryable, digest: Buffer, now: Date, forgetBefore: Date): Promise<boolean> {
  await db.query('DELETE FROM telegram_proofs_used WHERE used_at < $1', [forgetBefore]);
  const result = await db.query('INSERT INTO telegram_proofs_used (digest, used_at) VALUES ($1, $2) ON CONFLICT (digest) DO NOTHING', [digest, now]);
  return result.rowCount === 1;
}
