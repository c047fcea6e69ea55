import { AppError } from '../../http/app-error.ts';

export interface TelegramClient {
  /** Whether the Telegram user is in the chat (member, admin, creator, or restricted but still in). */
  isMember(chatId: string, telegramUserId: bigint): Promise<boolean>;
}

const MEMBER_STATUSES = new Set(['creator', 'administrator', 'member']);

/** The Bot API `getChatMember` call; base URL from config so tests can stand in for Telegram. */
export function createTelegramClient(apiUrl: string, botToken: string, timeoutMs = 5_000): TelegramClient {
  return {
    async isMember(chatId, telegramUserId) {
      const url = `${apiUrl}/bot${botToken}/getChatMember?chat_id=${encodeURIComponent(chatId)}&user_id=${telegramUserId}`;
      let body: { ok?: boolean; result?: { status?: string; is_member?: boolean }; error_code?: number };
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        body = (await response.json()) as typeof body;
      } catch {
        throw new AppError('telegram_unavailable');
      }
      // "user not found" in the chat is an answer (not a member), anything else a failure.
      if (!body.ok) {
        if (body.error_code === 400) return false;
        throw new AppError('telegram_unavailable');
      }
      const status = body.result?.status ?? '';
      return MEMBER_STATUSES.has(status) || (status === 'restricted' && body.result?.is_member === true);
    },
  };
}
