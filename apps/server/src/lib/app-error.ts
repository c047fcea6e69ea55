import type { ErrorCode } from '@fre/domain';

const STATUS: Partial<Record<ErrorCode, number>> = {
  validation_failed: 400,
  weak_password: 400,
  invalid_email: 400,
  password_mismatch: 400,
  invalid_token: 400,
  challenge_required: 400,
  challenge_invalid: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  second_factor_required: 401,
  second_factor_invalid: 401,
  telegram_invalid: 401,
  telegram_expired: 401,
  passkey_invalid: 400,
  second_factor_setup_required: 403,
  second_factor_already_active: 409,
  second_factor_not_pending: 409,
  withdrawal_pending: 409,
  appeal_pending: 409,
  appeal_answered: 409,
  appeal_not_open: 409,
  forbidden: 403,
  email_not_verified: 403,
  account_banned: 403,
  mining_frozen: 403,
  admin_locked: 403,
  access_code_required: 403,
  origin_rejected: 403,
  feature_disabled: 403,
  not_found: 404,
  nickname_taken: 409,
  email_in_use: 409,
  email_already_set: 409,
  session_conflict: 409,
  session_already_active: 409,
  no_active_session: 409,
  session_not_ended: 409,
  referrer_already_set: 409,
  referral_cycle: 409,
  boost_already_active: 409,
  code_taken: 409,
  level_already_validated: 409,
  level_locked: 409,
  task_not_completed: 409,
  telegram_already_linked: 409,
  telegram_in_use: 409,
  telegram_only_sign_in: 409,
  telegram_paused: 401,
  telegram_proof_used: 401,
  admin_needs_second_factor: 409,
  bonus_code_already_used: 409,
  bonus_code_exhausted: 409,
  bonus_code_inactive: 409,
  bonus_code_invalid: 404,
  remind_too_soon: 429,
  telegram_unavailable: 503,
  database_unavailable: 503,
  database_busy: 503,
  commit_outcome_unknown: 503,
  reauthentication_required: 403,
  credential_recently_added: 403,
  passkey_paused: 401,
  wallet_in_use: 409,
  already_owned: 409,
  already_refunded: 409,
  not_under_review: 409,
  level_required: 409,
  item_unavailable: 409,
  shop_unavailable: 503,
  price_unavailable: 503,
  kyc_required: 403,
  email_required: 403,
  wallet_required: 403,
  kyc_already_pending: 409,
  kyc_already_approved: 409,
  kyc_identity_in_use: 409,
  kyc_not_pending: 409,
  withdrawal_not_open: 409,
  already_approved: 409,
  wallet_recently_changed: 403,
  kyc_file_too_large: 413,
  round_over: 409,
  round_active: 409,
  invalid_move: 409,
  no_spin_available: 409,
  loss_limit_reached: 403,
  self_excluded: 403,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_attempts: 429,
  rate_limited: 429,
  maintenance: 503,
  idempotency_key_reused: 422,
  request_in_progress: 409,
  internal_error: 500,
};

/** The status a code is answered with unless its thrower says otherwise. */
export function statusOf(code: ErrorCode): number {
  return STATUS[code] ?? 400;
}

/** A refusal the user should read: its code is translated under errors.<code>. */
export class AppError extends Error {
  readonly status: number;
  /** A more specific text than the code's own (e.g. the bonus-code wording of "not signed in"). */
  messageKey: string | undefined;
  /** When a 429 or 503 will pass, if the thrower knows better than the code's default (http/retry-after.ts). */
  retryAfterSeconds: number | undefined;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details?: unknown,
    status?: number,
  ) {
    super(code);
    this.status = status ?? statusOf(code);
  }

  withMessage(key: string): this {
    this.messageKey = key;
    return this;
  }

  retryAfter(seconds: number): this {
    this.retryAfterSeconds = seconds;
    return this;
  }
}
