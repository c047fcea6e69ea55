/** The erasure of an account (decision 025): what names the person goes, what the law keeps stays. */
import type { Queryable } from '#server/db/pool.ts';

/** What an audit entry shows in place of a deleted account's email (audit.repository.ts reads it so). */
export const DELETED_ACCOUNT_LABEL = 'deleted account';

export interface AccountToDelete {
  id: string;
  email: string | null;
  password_hash: string | null;
  telegram_id: bigint | null;
  telegram_paused_at: Date | null;
  balance_nano: bigint;
  deleted_at: Date | null;
}

/**
 * Locks the row as every writer of the user's money does (FOR NO KEY UPDATE, see
 * users.repository.ts): a withdrawal request waits for the deletion, then finds the account gone.
 */
export async function lockAccount(db: Queryable, userId: string): Promise<AccountToDelete | null> {
  const result = await db.query<AccountToDelete>(
    'SELECT id, email, password_hash, telegram_id, telegram_paused_at, balance_nano, deleted_at FROM users WHERE id = $1 FOR NO KEY UPDATE',
    [userId],
  );
  return result.rows[0] ?? null;
}

/** A withdrawal not yet ended: its money is on its way and its wallet must stay known. */
export async function hasPendingWithdrawal(db: Queryable, userId: string): Promise<boolean> {
  const result = await db.query(
    "SELECT 1 FROM withdrawals WHERE user_id = $1 AND status NOT IN ('completed', 'rejected', 'failed') LIMIT 1",
    [userId],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function hasOpenRound(db: Queryable, userId: string): Promise<boolean> {
  const result = await db.query("SELECT 1 FROM game_rounds WHERE user_id = $1 AND status = 'active' LIMIT 1", [userId]);
  return (result.rowCount ?? 0) > 0;
}

export interface StoredFiles {
  kyc: string[];
  support: string[];
}

/** The uploaded files' keys, deleted from storage once the erasure has committed. */
export async function storedFiles(db: Queryable, userId: string): Promise<StoredFiles> {
  const kyc = await db.query<{ key: string }>(
    `SELECT unnest(ARRAY[front_file, back_file, selfie_file]) AS key FROM kyc_submissions WHERE user_id = $1 AND files_deleted_at IS NULL`,
    [userId],
  );
  const support = await db.query<{ key: string }>('SELECT screenshot_file AS key FROM support_tickets WHERE user_id = $1 AND screenshot_file IS NOT NULL', [userId]);
  return { kyc: kyc.rows.map((row) => row.key).filter(Boolean), support: support.rows.map((row) => row.key) };
}

/**
 * Overwrites what identifies the person on the kept row: a placeholder email and nickname that no
 * sign-up can take (the nickname's "~" is outside the allowed characters), so both become free;
 * no password (NULL), no wallet, Telegram or referrer (the referrer's count
 * follows through the users_count_referral trigger, and their list no longer shows the person).
 */
export async function eraseIdentity(db: Queryable, userId: string, placeholder: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE users SET email = 'deleted-' || $2 || '@deleted.invalid', nickname = '~' || left($2, 19), referral_code = '~' || $2,
       password_hash = NULL, email_verified = false, made_in_telegram = false, telegram_username = NULL, telegram_id = NULL, ton_wallet = NULL,
       pending_email = NULL, pending_email_at = NULL, telegram_first_name = NULL, telegram_linked_at = NULL, telegram_paused_at = NULL,
       referred_by = NULL, deleted_at = $3, updated_at = $3
     WHERE id = $1`,
    [userId, placeholder, now],
  );
}

/** Everything else that belongs to the person and no accounting rule needs. */
const ERASED = [
  'DELETE FROM email_tokens WHERE user_id = $1',
  'DELETE FROM login_failures WHERE user_id = $1',
  'DELETE FROM push_subscriptions WHERE user_id = $1',
  'DELETE FROM notifications WHERE user_id = $1',
  'DELETE FROM global_message_reads WHERE user_id = $1',
  'DELETE FROM referral_reminders WHERE referrer_id = $1 OR referred_id = $1',
  'DELETE FROM ton_proof_nonces WHERE user_id = $1',
  'DELETE FROM abuse_signals WHERE user_id = $1',
  'UPDATE abuse_signals SET referrer_id = NULL WHERE referrer_id = $1',
  'DELETE FROM abuse_cluster_members WHERE user_id = $1',
  'DELETE FROM support_tickets WHERE user_id = $1',
  // The player's words; the decision itself stays, as the record of what an operator decided (decision 061).
  'DELETE FROM appeals WHERE user_id = $1',
  'DELETE FROM totp_recovery_codes WHERE user_id = $1',
  'DELETE FROM totp_factors WHERE user_id = $1',
  'DELETE FROM passkey_challenges WHERE user_id = $1',
  'DELETE FROM passkeys WHERE user_id = $1',
  'DELETE FROM admin_access_codes WHERE user_id = $1',
  'DELETE FROM admin_unlock_failures WHERE user_id = $1',
  // Stored answers of the person's idempotency keys (decision 053): a wallet link's holds the account.
  "DELETE FROM idempotency_keys WHERE scope IN ('user:' || $1, 'admin:' || $1)",
  // The decision, document type, country and number stay (one identity per account, AML record).
  `UPDATE kyc_submissions SET first_name = NULL, last_name = NULL, date_of_birth = NULL, nationality = NULL, phone = NULL,
     address = NULL, city = NULL, postal_code = NULL, files_deleted_at = coalesce(files_deleted_at, $2) WHERE user_id = $1`,
] as const;

export async function eraseBelongings(db: Queryable, userId: string, now: Date): Promise<void> {
  for (const statement of ERASED) await db.query(statement, statement.includes('$2') ? [userId, now] : [userId]);
}
