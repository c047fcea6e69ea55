import { ACCOUNT, ADMIN, BONUS_CODE, GAMES, HOUR_MS, type ErrorCode } from '@fre/domain';

/** Numbers quoted by error texts, always from the constants module (D4). */
export const ERROR_PARAMS: Partial<Record<string, Record<string, number>>> = {
  weak_password: { min: ACCOUNT.passwordMinLength },
  nickname_invalid: { min: ACCOUNT.nicknameMinLength, max: ACCOUNT.nicknameMaxLength },
  too_many_attempts: { minutes: ACCOUNT.loginLockWindowMs / 60_000 },
  access_code_too_short: { min: ADMIN.accessCodeMinLength },
  bonus_code_format: { min: BONUS_CODE.minLength, max: BONUS_CODE.maxLength },
  bet_out_of_range: { min: GAMES.minBetFre, max: GAMES.maxBetFre },
  wallet_recently_changed: { hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS },
  credential_recently_added: { hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS },
} satisfies Partial<Record<ErrorCode | 'nickname_invalid' | 'bonus_code_format', Record<string, number>>>;
