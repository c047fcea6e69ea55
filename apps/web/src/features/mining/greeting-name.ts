import type { User } from '@fre/domain';
import { isInTelegram } from '#web/lib/telegram/launch-params.ts';

/**
 * The name the dashboard greets the player by. Inside Telegram, the first name Telegram knows them
 * by, as the chats around the app do: a nickname made there is the username made valid and unique
 * ("camille_tg"), which reads like an identifier, not a name. Elsewhere, the nickname they chose.
 */
export function greetingName(user: Pick<User, 'nickname' | 'telegram'>, inTelegram = isInTelegram()): string {
  const firstName = user.telegram?.firstName?.trim();
  return inTelegram && firstName ? firstName : user.nickname;
}
