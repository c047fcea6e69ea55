/** What the data export reads: every table that holds the player's own data (decision 025). */
import type { Queryable } from '#server/db/pool.ts';

/** Takes the hourly export slot; null when the last export is more recent than `since`. */
export async function claimExportSlot(db: Queryable, userId: string, now: Date, since: Date): Promise<boolean> {
  const result = await db.query(
    'UPDATE users SET data_exported_at = $2 WHERE id = $1 AND (data_exported_at IS NULL OR data_exported_at <= $3)',
    [userId, now, since],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function lastExportAt(db: Queryable, userId: string): Promise<Date | null> {
  const result = await db.query<{ data_exported_at: Date | null }>('SELECT data_exported_at FROM users WHERE id = $1', [userId]);
  return result.rows[0]?.data_exported_at ?? null;
}

export async function profile(db: Queryable, userId: string) {
  const result = await db.query<Record<string, unknown>>(
    `SELECT u.id, u.email, u.pending_email, u.nickname, u.email_verified, u.made_in_telegram, u.language, u.referral_code, r.nickname AS referred_by,
       u.level, u.balance_nano::text AS balance_nano, u.total_mined_nano::text AS total_mined_nano, u.kyc_status,
       u.ton_wallet, u.wallet_changed_at, u.telegram_username, u.telegram_id::text AS telegram_id, u.telegram_first_name, u.telegram_linked_at, u.role,
       u.tutorial_completed, u.tutorial_skipped, u.created_at, u.updated_at
     FROM users u LEFT JOIN users r ON r.id = u.referred_by AND r.deleted_at IS NULL WHERE u.id = $1`,
    [userId],
  );
  return result.rows[0] ?? null;
}

export async function ledger(db: Queryable, userId: string) {
  const result = await db.query(
    `SELECT id::text, kind, amount_nano::text AS amount_nano, balance_after_nano::text AS balance_after_nano, ref, created_at
     FROM ledger WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return result.rows;
}

/** Never the token hash: it is the session's secret. */
export async function sessions(db: Queryable, userId: string) {
  const result = await db.query(
    `SELECT id, kind, created_at, last_seen_at, expires_at, revoked_at, ip, user_agent FROM auth_sessions
     WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  return result.rows;
}

/** The people one brought in, by nickname only: their other data is theirs. */
export async function referrals(db: Queryable, userId: string) {
  const result = await db.query(
    'SELECT nickname, created_at AS joined_at FROM users WHERE referred_by = $1 AND deleted_at IS NULL ORDER BY created_at',
    [userId],
  );
  return result.rows;
}

export async function orders(db: Queryable, userId: string) {
  const result = await db.query(
    `SELECT id, item_id, method, amount_nanoton::text AS amount_nanoton, amount_stars, status, created_at, paid_at, tx_hash
     FROM shop_orders WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  return result.rows;
}

/** The reason only where the player reads it too (an ended withdrawal): a failed payout's is technical. */
export async function withdrawals(db: Queryable, userId: string) {
  const result = await db.query(
    `SELECT id, amount_nano::text AS amount_nano, wallet_address, status,
       CASE WHEN status IN ('rejected', 'failed') THEN reason END AS reason, tx_hash, created_at, completed_at
     FROM withdrawals WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  return result.rows;
}

export async function tickets(db: Queryable, userId: string) {
  const result = await db.query<{ id: string; screenshot_file: string | null } & Record<string, unknown>>(
    `SELECT id, category, message, status, reply, replied_at, created_at, screenshot_file
     FROM support_tickets WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  return result.rows;
}

export interface KycExportRow {
  id: string;
  front_file: string;
  back_file: string | null;
  selfie_file: string;
  files_deleted_at: Date | null;
  [column: string]: unknown;
}

export async function kycSubmissions(db: Queryable, userId: string): Promise<KycExportRow[]> {
  const result = await db.query<KycExportRow>(
    `SELECT id, status, first_name, last_name, date_of_birth::text AS date_of_birth, nationality, phone, address, city, postal_code,
       country, document_type, document_number, submitted_at, reviewed_at, reason, front_file, back_file, selfie_file, files_deleted_at
     FROM kyc_submissions WHERE user_id = $1 ORDER BY submitted_at`,
    [userId],
  );
  return result.rows;
}

/** Push subscriptions are the consents the server holds (cookie choices stay in the browser). */
export async function pushSubscriptions(db: Queryable, userId: string) {
  const result = await db.query<{ created_at: Date }>('SELECT created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at', [userId]);
  return result.rows;
}

/** What was decided about the player as they were told it, and their appeals (decision 061): never the operator's evidence. */
export async function decisions(db: Queryable, userId: string) {
  const result = await db.query(
    `SELECT d.id::text, d.kind, d.category, d.note, d.subject_id, d.decided_at, d.lifted_at,
       a.text AS appeal_text, a.status AS appeal_status, a.answer AS appeal_answer, a.created_at AS appealed_at, a.answered_at AS appeal_answered_at
     FROM decisions d LEFT JOIN appeals a ON a.decision_id = d.id WHERE d.user_id = $1 ORDER BY d.id`,
    [userId],
  );
  return result.rows;
}
