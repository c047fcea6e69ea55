import type { CredentialKind } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';

/**
 * Holds withdrawals until `until`, never shortening a hold already longer (two changes in a row hold
 * from the last one). `by` names the change the player is told about.
 */
export async function pauseWithdrawals(db: Queryable, userId: string, by: CredentialKind, until: Date): Promise<void> {
  await db.query(
    `UPDATE users SET withdrawals_paused_by = CASE WHEN withdrawals_paused_until > $3 THEN withdrawals_paused_by ELSE $2 END,
       withdrawals_paused_until = greatest(withdrawals_paused_until, $3)
     WHERE id = $1`,
    [userId, by, until],
  );
}

export interface CredentialDates {
  password_changed_at: Date | null;
  email_added_at: Date | null;
  wallet_linked_at: Date | null;
  made_in_telegram: boolean;
  created_at: Date;
  has_password: boolean;
  email: string | null;
  email_verified: boolean;
  ton_wallet: string | null;
  wallet_changed_at: Date | null;
  totp_since: Date | null;
  recovery_codes_since: Date | null;
  recovery_codes_left: number;
}

/** What the Security page lists beyond the passkeys (their own table) and the user row's Telegram link. */
export async function findCredentialDates(db: Queryable, userId: string): Promise<CredentialDates | null> {
  const result = await db.query<CredentialDates>(
    `SELECT u.password_changed_at, u.email_added_at, u.wallet_linked_at, u.made_in_telegram, u.created_at, u.has_password,
       u.email, u.email_verified, u.ton_wallet, u.wallet_changed_at,
       f.confirmed_at AS totp_since,
       (SELECT max(created_at) FROM totp_recovery_codes r WHERE r.user_id = u.id) AS recovery_codes_since,
       (SELECT count(*)::int FROM totp_recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL) AS recovery_codes_left
     FROM users u LEFT JOIN totp_factors f ON f.user_id = u.id AND f.confirmed_at IS NOT NULL
     WHERE u.id = $1`,
    [userId],
  );
  return result.rows[0] ?? null;
}
