import type { Queryable } from '#server/db/pool.ts';
import { USER_SELECT, type UserRow } from '#server/modules/users/user-row.ts';

export async function insertNonce(db: Queryable, payload: string, userId: string, now: Date, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO ton_proof_nonces (payload, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [payload, userId, now, expiresAt]);
  // Expired nonces are useless; drop them while we are here (bounded by the expiry index).
  await db.query('DELETE FROM ton_proof_nonces WHERE expires_at < $1', [new Date(now.getTime() - 86_400_000)]);
}

/** Single use: true for exactly one caller of a valid, unexpired nonce of this user. */
export async function consumeNonce(db: Queryable, payload: string, userId: string, now: Date): Promise<boolean> {
  const result = await db.query(
    'UPDATE ton_proof_nonces SET used_at = $3 WHERE payload = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3',
    [payload, userId, now],
  );
  return (result.rowCount ?? 0) > 0;
}

/**
 * The wallet withdrawals go to, or none. `wallet_linked_at` dates the wallet now linked (the Security
 * page's date); `wallet_changed_at`, every change (the data export). The hold on withdrawals that
 * follows any change is the credential rules' (decision 048).
 */
export async function setWallet(db: Queryable, userId: string, address: string | null, now: Date): Promise<UserRow> {
  const result = await db.query<UserRow>(
    `UPDATE users SET ton_wallet = $2, updated_at = $3::timestamptz, wallet_changed_at = $3::timestamptz,
       wallet_linked_at = CASE WHEN $2::text IS NULL THEN NULL ELSE $3::timestamptz END
     WHERE id = $1 RETURNING ${USER_SELECT}`,
    [userId, address, now],
  );
  return result.rows[0]!;
}
