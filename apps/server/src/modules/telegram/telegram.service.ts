import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { findUserById } from '#server/modules/users/users.repository.ts';
import { provenTelegramUser } from '#server/modules/telegram-api/telegram-proof.ts';
import { linkTelegram } from './telegram.repository.ts';

export function createTelegramService(ctx: AppContext) {
  return {
    /** Links the Telegram account proven by Mini App initData (signed with our bot token). */
    async link(user: UserRow, initData: string): Promise<UserRow> {
      const identity = provenTelegramUser(ctx, initData, ctx.config.telegram.authMaxAgeMs);
      try {
        await linkTelegram(ctx.db, user.id, identity.id, identity.username, ctx.clock.now());
      } catch (error) {
        if (isUniqueViolation(error, 'users_telegram_id_key')) throw new AppError('telegram_already_linked');
        throw error;
      }
      return (await findUserById(ctx.db, user.id))!;
    },
  };
}
