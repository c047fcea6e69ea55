import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { verifyInitData, type TelegramIdentity } from './init-data.ts';

/**
 * The Telegram user proven by `initData` signed at most `maxAgeMs` ago, or the error the player
 * sees: 503 telegram_unavailable without a bot token, 401 telegram_invalid when it is not ours,
 * 401 telegram_expired when it is too old (the Mini App reopens and signs a fresh one).
 */
export function provenTelegramUser(ctx: AppContext, initData: string, maxAgeMs: number): TelegramIdentity {
  const token = ctx.config.telegram.botToken;
  if (!token) throw new AppError('telegram_unavailable');
  const check = verifyInitData(initData, token, ctx.clock.now(), maxAgeMs);
  if (!check.ok) throw new AppError(check.reason === 'expired' ? 'telegram_expired' : 'telegram_invalid');
  return check.identity;
}
