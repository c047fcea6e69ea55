import type { Language } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';
import { USER_SELECT, type UserRow, type UserWithPasswordRow } from './user-row.ts';

export interface NewUser {
  email: string;
  nickname: string;
  passwordHash: string;
  referralCode: string;
  referredBy: string | null;
  language: Language;
  miningRateNano: bigint;
  now: Date;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const result = await db.query<UserRow>(
    `INSERT INTO users (email, nickname, password_hash, referral_code, referred_by, language, mining_rate_nano, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING ${USER_SELECT}`,
    [user.email, user.nickname, user.passwordHash, user.referralCode, user.referredBy, user.language, user.miningRateNano, user.now],
  );
  return result.rows[0]!;
}

/**
 * With `forUpdate`, the row is locked until the end of the transaction: writers of a user's money
 * and limits take it first, so they run one at a time per user. FOR NO KEY UPDATE, not FOR UPDATE:
 * it must not block the key-share locks of foreign keys (a job inserting a notification for this
 * user while it holds the user's session), which would deadlock a claim waiting for that session.
 */
export async function findUserById(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<UserRow | null> {
  // A function planned once per server connection (migration 039, decision 085): the read of every money write.
  const result = await db.query<UserRow>({ name: 'user-by-id', text: `SELECT ${USER_SELECT} FROM user_by_id($1, $2)`, values: [id, options.forUpdate === true] });
  return result.rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string, options: { forUpdate?: boolean } = {}): Promise<UserWithPasswordRow | null> {
  const result = await db.query<UserWithPasswordRow>(`SELECT * FROM users WHERE email = $1${options.forUpdate ? ' FOR NO KEY UPDATE' : ''}`, [email]);
  return result.rows[0] ?? null;
}

/** Only the checks of a password read it (second-factor-gate.ts); null for an unknown account. */
export async function findPasswordHash(db: Queryable, userId: string): Promise<string | null> {
  const result = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return result.rows[0]?.password_hash ?? null;
}

/** The account row locked as findUserById locks it, with its password hash: for a proof checked in the transaction. */
export async function lockUserWithPassword(db: Queryable, id: string): Promise<UserWithPasswordRow | null> {
  const result = await db.query<UserWithPasswordRow>('SELECT * FROM users WHERE id = $1 FOR NO KEY UPDATE', [id]);
  return result.rows[0] ?? null;
}

export async function findUserIdByReferralCode(db: Queryable, code: string): Promise<string | null> {
  const result = await db.query<{ id: string }>('SELECT id FROM users WHERE referral_code = $1', [code]);
  return result.rows[0]?.id ?? null;
}

export async function isNicknameTaken(db: Queryable, nickname: string, exceptUserId?: string): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM users WHERE lower(nickname) = lower($1) AND id IS DISTINCT FROM $2', [nickname, exceptUserId ?? null]);
  return (result.rowCount ?? 0) > 0;
}

export interface ProfileChanges {
  nickname?: string;
  telegramUsername?: string | null;
  language?: Language;
  tutorialCompleted?: boolean;
  tutorialSkipped?: boolean;
}

const PROFILE_COLUMNS: Record<keyof ProfileChanges, string> = {
  nickname: 'nickname',
  telegramUsername: 'telegram_username',
  language: 'language',
  tutorialCompleted: 'tutorial_completed',
  tutorialSkipped: 'tutorial_skipped',
};

export async function updateProfile(db: Queryable, userId: string, changes: ProfileChanges, now: Date): Promise<UserRow> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [keyof ProfileChanges, unknown][];
  const sets = entries.map(([key], index) => `${PROFILE_COLUMNS[key]} = $${index + 3}`);
  const result = await db.query<UserRow>(
    `UPDATE users SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 RETURNING ${USER_SELECT}`,
    [userId, now, ...entries.map(([, value]) => value)],
  );
  return result.rows[0]!;
}

export async function markEmailVerified(db: Queryable, userId: string, now: Date): Promise<UserRow> {
  const result = await db.query<UserRow>(`UPDATE users SET email_verified = true, updated_at = $2 WHERE id = $1 RETURNING ${USER_SELECT}`, [userId, now]);
  return result.rows[0]!;
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, password_changed_at = $3, updated_at = $3 WHERE id = $1', [userId, passwordHash, now]);
}

export interface NewTelegramUser {
  telegramId: bigint;
  telegramUsername: string | null;
  /** The first name Telegram signed: the Security page and the notices name the account by it. */
  telegramFirstName: string | null;
  nickname: string;
  referralCode: string;
  referredBy: string | null;
  language: Language;
  miningRateNano: bigint;
  now: Date;
}

/** An account made by signing in with Telegram (decision 045): no email, no password yet. */
export async function insertTelegramUser(db: Queryable, user: NewTelegramUser): Promise<UserRow> {
  const result = await db.query<UserRow>(
    `INSERT INTO users (telegram_id, telegram_username, telegram_first_name, made_in_telegram, nickname, referral_code, referred_by, language, mining_rate_nano, created_at, updated_at)
     VALUES ($1, $2, $3, true, $4, $5, $6, $7, $8, $9, $9) RETURNING ${USER_SELECT}`,
    [user.telegramId, user.telegramUsername, user.telegramFirstName, user.nickname, user.referralCode, user.referredBy, user.language, user.miningRateNano, user.now],
  );
  return result.rows[0]!;
}

export async function findUserByTelegramId(db: Queryable, telegramId: bigint): Promise<UserRow | null> {
  const result = await db.query<UserRow>(`SELECT ${USER_SELECT} FROM users WHERE telegram_id = $1`, [telegramId]);
  return result.rows[0] ?? null;
}

/** The first address of an account that has none (decision 045); null when it already has one. */
export async function setFirstEmail(db: Queryable, userId: string, email: string, now: Date): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `UPDATE users SET email = $2, email_verified = false, email_added_at = $3, updated_at = $3 WHERE id = $1 AND email IS NULL RETURNING ${USER_SELECT}`,
    [userId, email, now],
  );
  return result.rows[0] ?? null;
}

/**
 * A password reset pauses the Telegram link as it pauses passkeys, and drops an address change that
 * waits for its link (decision 048): what someone else started does not outlive the reset.
 */
export async function pauseTelegramAndDropAddressChange(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE users SET telegram_paused_at = CASE WHEN telegram_id IS NOT NULL THEN coalesce(telegram_paused_at, $2) END,
       pending_email = NULL, pending_email_at = NULL
     WHERE id = $1`,
    [userId, now],
  );
}

/** A new address waits for its link (decision 048); only while the current one is still `current`. */
export async function setPendingEmail(db: Queryable, userId: string, current: string, pending: string | null, now: Date): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `UPDATE users SET pending_email = $3, pending_email_at = CASE WHEN $3::text IS NULL THEN NULL ELSE $4::timestamptz END, updated_at = $4
     WHERE id = $1 AND email = $2 RETURNING ${USER_SELECT}`,
    [userId, current, pending, now],
  );
  return result.rows[0] ?? null;
}

/** The pending address becomes the account's, confirmed by the link it received; null when none waits (cancelled, or a reset cleared it). */
export async function confirmPendingEmail(db: Queryable, userId: string, now: Date): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `UPDATE users SET email = pending_email, email_verified = true, email_added_at = $2, pending_email = NULL, pending_email_at = NULL, updated_at = $2
     WHERE id = $1 AND pending_email IS NOT NULL RETURNING ${USER_SELECT}`,
    [userId, now],
  );
  return result.rows[0] ?? null;
}
