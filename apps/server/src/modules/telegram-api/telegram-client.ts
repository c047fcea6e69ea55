import { AppError } from '#server/lib/app-error.ts';
import { BotApiError, createBotApi } from './bot-api.ts';

export interface TelegramClient {
  /** Whether the Telegram user is in the chat (member, admin, creator, or restricted but still in). */
  isMember(chatId: string, telegramUserId: bigint): Promise<boolean>;
}

const MEMBER_STATUSES = new Set(['creator', 'administrator', 'member']);

/** The Bot API `getChatMember` call; base URL from config so tests can stand in for Telegram. */
export function createTelegramClient(apiUrl: string, botToken: string, timeoutMs = 5_000): TelegramClient {
  const bot = createBotApi(apiUrl, botToken, timeoutMs);
  return {
    async isMember(chatId, telegramUserId) {
      let member: { status?: string; is_member?: boolean };
      try {
        member = await bot.call('getChatMember', { chat_id: chatId, user_id: telegramUserId });
      } catch (error) {
        // "user not found" in the chat is an answer (not a member), anything else a failure.
        if (error instanceof BotApiError && error.code === 400) return false;
        throw new AppError('telegram_unavailable');
      }
      const status = member.status ?? '';
      return MEMBER_STATUSES.has(status) || (status === 'restricted' && member.is_member === true);
    },
  };
}
