import type { Language } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { BotApiError, createBotApi, type BotApi } from '#server/modules/telegram-api/bot-api.ts';
import { openAppButton } from '#server/modules/telegram-api/open-app-button.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import * as repo from './bot-messages.repository.ts';
import { pushText } from './push-text.ts';

/** The notifications the bot sends inside Telegram, where Web Push does not exist (issue 33). */
export const BOT_MESSAGE_TYPES: ReadonlySet<string> = new Set(['mining_session_end', 'withdrawal_complete']);

export interface ClaimedNotification {
  user_id: string;
  type: string;
  params: Record<string, unknown>;
  language: string;
}

/**
 * Bot messages in place of Web Push, beside it: a player who allowed the bot to write (the
 * webview's requestWriteAccess) gets the session's end and a paid withdrawal as a message, in their
 * language, with a button back to the app. Telegram's 403 (the bot was blocked) withdraws the consent.
 */
export function createBotMessages(ctx: AppContext, botApi?: BotApi) {
  const { db } = ctx;
  const token = ctx.config.telegram.botToken;
  const bot = botApi ?? (token ? createBotApi(ctx.config.telegram.apiUrl, token) : null);

  async function send(chatId: bigint, n: ClaimedNotification): Promise<void> {
    const language = n.language as Language;
    const { title, body } = pushText(n.type, n.params, language);
    try {
      await bot!.sendMessage(chatId, `${title}\n${body}`, openAppButton(ctx.config, language));
    } catch (error) {
      if (error instanceof BotApiError && error.code === 403) await repo.withdrawByTelegramId(db, chatId);
      else ctx.log.warn({ err: error instanceof Error ? error.message : 'unknown' }, 'telegram message failed');
    }
  }

  return {
    /** Whether the bot writes to this player now (a block seen by a 403 has turned it off). */
    async allowed(user: UserRow): Promise<{ allowed: boolean }> {
      return { allowed: await repo.messagesAllowed(db, user.id) };
    },

    async setAllowed(user: UserRow, allowed: boolean): Promise<{ allowed: boolean }> {
      if (allowed && user.telegram_id === null) throw new AppError('telegram_not_linked');
      await repo.setMessagesAllowed(db, user.id, allowed);
      return { allowed };
    },

    /** The dispatcher's notifications, once each: those the bot sends, to the players who allowed it. */
    async deliver(claimed: readonly ClaimedNotification[]): Promise<void> {
      const wanted = claimed.filter((n) => BOT_MESSAGE_TYPES.has(n.type));
      if (!bot || wanted.length === 0) return;
      const recipients = await repo.messageRecipients(db, [...new Set(wanted.map((n) => n.user_id))]);
      await Promise.all(wanted.map((n) => {
        const chatId = recipients.get(n.user_id);
        return chatId === undefined ? undefined : send(chatId, n);
      }));
    },
  };
}

export type BotMessages = ReturnType<typeof createBotMessages>;
