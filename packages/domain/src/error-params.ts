import { ACCOUNT, ADMIN, ADULT_AGE, BONUS_CODE, FRE_DECIMALS, GAMES, HOUR_MS, NANO_PER_FRE, SUPPORT, TWO_STEP, UPLOADS } from './constants.ts';
import type { ErrorCode } from './errors.ts';

/**
 * Numbers quoted by error texts, always from the constants module (decision 068): the server's translated
 * errors and the web's own checks (which show the same texts before sending) read the same ones.
 */
export const ERROR_PARAMS: Partial<Record<string, Record<string, number>>> = {
  weak_password: { min: ACCOUNT.passwordMinLength },
  nickname_invalid: { min: ACCOUNT.nicknameMinLength, max: ACCOUNT.nicknameMaxLength },
  too_many_attempts: { minutes: ACCOUNT.loginLockWindowMs / 60_000 },
  access_code_too_short: { min: ADMIN.accessCodeMinLength },
  bonus_code_format: { min: BONUS_CODE.minLength, max: BONUS_CODE.maxLength },
  bet_out_of_range: { min: GAMES.minBetFre, max: GAMES.maxBetFre },
  wallet_recently_changed: { hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS },
  credential_recently_added: { hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS },
  second_factor_required: { digits: TWO_STEP.digits },
  invalid_amount: { decimals: FRE_DECIMALS },
  invalid_nano_amount: { perFre: Number(NANO_PER_FRE) },
  reason_required: { min: ADMIN.reasonMinLength },
  message_too_short: { min: SUPPORT.messageMinLength },
  kyc_underage: { age: ADULT_AGE },
  kyc_file_too_large: { megabytes: UPLOADS.maxMegabytes, megapixels: UPLOADS.maxMegapixels },
} satisfies Partial<Record<ErrorCode | 'nickname_invalid' | 'bonus_code_format' | 'invalid_amount' | 'invalid_nano_amount' | 'reason_required' | 'message_too_short', Record<string, number>>>;
