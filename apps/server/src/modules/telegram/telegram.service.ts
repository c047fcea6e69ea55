import { DAY_MS } from '@fre/domain';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/pool.ts';
import { AppError } from '../../http/app-error.ts';
import type { UserRow } from '../users/user-row.ts';
import { findUserById } from '../users/users.repository.ts';
import { verifyInitData } from './init-data.ts';
import { linkTelegram } from './telegram.repository.ts';

export function createTelegramService(ctx: AppContext) {
  return {
    /** Links the Telegram account proven by Mini App initData (signed with our bot token). */
    async link(user: UserRow, initData: string): Promise<UserRow> {
      const token = ctx.config.telegram.botToken;
      if (!token) throw new AppError('telegram_unavailable');
      const identity = verifyInitData(initData, token, ctx.clock.now(), DAY_MS);
      if (!identity) throw new AppError('telegram_invalid');
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
