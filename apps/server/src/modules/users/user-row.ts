import { nanoToFre, type CredentialKind, type Language, type User } from '@fre/domain';

/** A user as every request sees it: everything but the password hash, which only signing in reads. */
export interface UserRow {
  id: string;
  /** Null for an account made in Telegram until its player adds one (decision 045). */
  email: string | null;
  nickname: string;
  email_verified: boolean;
  /** Computed by the database from the hash, which only the checks of a password read. */
  has_password: boolean;
  /** Made by signing in with Telegram: Telegram stands for the confirmed email to mine (decision 045). */
  made_in_telegram: boolean;
  telegram_id: bigint | null;
  referral_code: string;
  referred_by: string | null;
  role: 'user' | 'admin';
  level: number;
  balance_nano: bigint;
  total_mined_nano: bigint;
  mining_rate_nano: bigint;
  active_referrals: number;
  rate_persisted_at: Date | null;
  kyc_status: User['kycStatus'];
  ton_wallet: string | null;
  telegram_username: string | null;
  language: Language;
  tutorial_completed: boolean;
  tutorial_skipped: boolean;
  banned_at: Date | null;
  /** Set by an operator's measure on a suspected farm: no new mining session (decision 022). */
  mining_frozen_at: Date | null;
  wallet_changed_at: Date | null;
  /** The Telegram link's date, the first name Telegram signed then, and its pause by a password reset (decision 048). */
  telegram_linked_at: Date | null;
  telegram_first_name: string | null;
  telegram_paused_at: Date | null;
  /** An address meant to replace `email`, until its link is opened (decision 048). */
  pending_email: string | null;
  /** Set by the last credential change: no withdrawal before it (decision 048). */
  withdrawals_paused_until: Date | null;
  withdrawals_paused_by: CredentialKind | null;
  /** Information messages up to this id are read. */
  information_read_upto: bigint;
  created_at: Date;
  updated_at: Date;
}

// Declared here, not in http/: the transport resolves the session, the users module says what a user is.
declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (http/authenticate.ts), null for a guest. */
    user: UserRow | null;
  }
}

export type UserWithPasswordRow = UserRow & { password_hash: string | null };

/**
 * The columns of UserRow, for statements that name them instead of `u.*`: a prepared statement
 * whose result columns change (a migration adding a column) would fail on a running instance.
 */
export const USER_COLUMNS = [
  'id',
  'email',
  'nickname',
  'email_verified',
  'has_password',
  'made_in_telegram',
  'telegram_id',
  'referral_code',
  'referred_by',
  'role',
  'level',
  'balance_nano',
  'total_mined_nano',
  'mining_rate_nano',
  'active_referrals',
  'rate_persisted_at',
  'kyc_status',
  'ton_wallet',
  'telegram_username',
  'language',
  'tutorial_completed',
  'tutorial_skipped',
  'banned_at',
  'mining_frozen_at',
  'wallet_changed_at',
  'telegram_linked_at',
  'telegram_first_name',
  'telegram_paused_at',
  'pending_email',
  'withdrawals_paused_until',
  'withdrawals_paused_by',
  'information_read_upto',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof UserRow)[];

/** `id, email, …`: the select list (or RETURNING list) of a UserRow. */
export const USER_SELECT = USER_COLUMNS.join(', ');

/**
 * What lets the account mine (decision 045): its confirmed email, else Telegram for an account
 * made there; null until then.
 */
export function verifiedBy(row: Pick<UserRow, 'email_verified' | 'made_in_telegram'>): User['verifiedBy'] {
  if (row.email_verified) return 'email';
  return row.made_in_telegram ? 'telegram' : null;
}

/**
 * The Telegram account linked to this one, as its owner knows it (decision 048); an account made in
 * Telegram is linked since it was made.
 */
export function linkedTelegram(row: Pick<UserRow, 'telegram_id' | 'telegram_first_name' | 'telegram_username' | 'telegram_linked_at' | 'telegram_paused_at' | 'made_in_telegram' | 'created_at'>): User['telegram'] {
  if (row.telegram_id === null) return null;
  const since = row.telegram_linked_at ?? (row.made_in_telegram ? row.created_at : null);
  return { firstName: row.telegram_first_name, username: row.telegram_username, since: since?.toISOString() ?? null, paused: row.telegram_paused_at !== null };
}

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    pendingEmail: row.pending_email,
    hasPassword: row.has_password,
    nickname: row.nickname,
    emailVerified: row.email_verified,
    verifiedBy: verifiedBy(row),
    referralCode: row.referral_code,
    role: row.role,
    level: row.level,
    balance: row.balance_nano.toString(),
    balanceFre: nanoToFre(row.balance_nano),
    totalMined: row.total_mined_nano.toString(),
    totalMinedFre: nanoToFre(row.total_mined_nano),
    miningRate: row.mining_rate_nano.toString(),
    activeReferrals: row.active_referrals,
    kycStatus: row.kyc_status,
    tonWallet: row.ton_wallet,
    telegramUsername: row.telegram_username,
    telegram: linkedTelegram(row),
    language: row.language,
    tutorialCompleted: row.tutorial_completed,
    tutorialSkipped: row.tutorial_skipped,
    createdAt: row.created_at.toISOString(),
  };
}
