import type { ErrorCode, Language } from '@fre/domain';
import { AppError } from '#server/lib/app-error.ts';
import type { BotChallengeService } from '#server/modules/bot-challenge/bot-challenge.service.ts';
import type { IdempotencyKey } from '#server/modules/idempotency/idempotency-key.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import type { createBonusCodesService } from './bonus-codes.service.ts';

/** Refusals of the code itself, what guessing codes produces; not the player's state (a running boost…). */
const WRONG_CODE: ReadonlySet<ErrorCode> = new Set(['bonus_code_invalid', 'bonus_code_inactive', 'bonus_code_exhausted']);

/**
 * Redemption behind the bot challenge (decision 021): free at first, a solved challenge once
 * the player has had BOT_CHALLENGE.bonusCodeFailures codes refused recently, which slows down a
 * script trying codes one after another without bothering a player who mistyped one.
 */
export function createGuardedRedemption(codes: Pick<ReturnType<typeof createBonusCodesService>, 'redeem'>, gate: BotChallengeService['bonusCode']) {
  return async (user: UserRow, text: string, language: Language, altcha: string | undefined, key: IdempotencyKey | null) => {
    try {
      return await codes.redeem(user, text, language, key, () => gate.check(user.id, altcha));
    } catch (error) {
      if (error instanceof AppError && WRONG_CODE.has(error.code)) await gate.failed(user.id);
      throw error;
    }
  };
}
