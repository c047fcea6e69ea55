/** Every error code the API can answer (docs/api.md); each has a translation under errors.<code>. */
export const ERROR_CODES = [
  'nickname_taken', 'email_in_use', 'weak_password', 'password_mismatch', 'invalid_email',
  'invalid_credentials', 'too_many_attempts', 'email_not_verified', 'account_banned',
  'second_factor_required', 'second_factor_invalid', 'second_factor_setup_required', 'second_factor_already_active',
  'second_factor_not_pending', 'passkey_invalid', 'passkey_paused', 'reauthentication_required', 'credential_recently_added', 'withdrawal_pending',
  'challenge_required', 'challenge_invalid',
  'invalid_token', 'session_conflict', 'mining_frozen', 'session_already_active', 'no_active_session', 'session_not_ended',
  'bonus_code_invalid', 'bonus_code_inactive', 'bonus_code_exhausted', 'bonus_code_already_used',
  'referral_code_invalid', 'referral_own_code', 'referrer_already_set', 'referral_cycle', 'remind_too_soon',
  'boost_already_active', 'code_taken', 'level_locked', 'level_already_validated', 'task_not_completed',
  'telegram_not_linked', 'telegram_invalid', 'telegram_expired', 'telegram_already_linked', 'telegram_in_use', 'telegram_only_sign_in',
  'telegram_paused', 'telegram_proof_used', 'telegram_unavailable', 'email_required', 'email_already_set',
  'price_unavailable', 'shop_unavailable', 'item_unavailable', 'already_owned', 'already_refunded', 'not_under_review', 'level_required',
  'wallet_proof_invalid', 'wallet_proof_expired', 'wallet_in_use',
  'kyc_required', 'kyc_underage', 'kyc_file_missing', 'kyc_file_invalid', 'kyc_file_too_large', 'kyc_already_pending',
  'kyc_already_approved', 'kyc_identity_in_use', 'kyc_not_pending', 'wallet_recently_changed', 'withdrawal_not_open',
  'already_approved', 'wallet_required', 'below_minimum', 'insufficient_balance',
  'bet_out_of_range', 'invalid_move', 'round_over', 'round_active', 'no_spin_available', 'loss_limit_reached', 'self_excluded',
  'access_code_invalid', 'access_code_too_short', 'access_code_required', 'admin_locked', 'admin_needs_second_factor',
  'validation_failed', 'unauthenticated', 'forbidden', 'not_found', 'rate_limited',
  'payload_too_large', 'unsupported_media_type', 'feature_disabled', 'maintenance',
  'origin_rejected', 'database_unavailable', 'database_busy', 'commit_outcome_unknown', 'internal_error',
  'idempotency_key_reused', 'request_in_progress',
  'appeal_pending', 'appeal_answered', 'appeal_not_open',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  /** `requestId`: the answer's X-Request-Id, the key to the server's logs of that request. */
  error: { code: ErrorCode; message: string; details?: unknown; requestId: string };
}
