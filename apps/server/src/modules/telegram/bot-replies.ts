import { invitationCode, languageOfTelegram, telegramInvitation } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { t } from '#server/lib/i18n.ts';
import { createBotApi } from '#server/modules/telegram-api/bot-api.ts';
import { openAppButton } from '#server/modules/telegram-api/open-app-button.ts';

/**
 * The bot's answers to commands in its private chat: /start welcomes with a button that opens the
 * Mini App (a `startapp` invitation passes through), /paysupport says how to get help or a refund
 * (Telegram asks every bot that sells in Stars to answer it). Other texts get no answer.
 */
export function createBotReplies(ctx: AppContext) {
  const { botToken, apiUrl } = ctx.config.telegram;
  const bot = botToken ? createBotApi(apiUrl, botToken) : null;

  return {
    async command(chatId: bigint, text: string, languageCode: string | undefined): Promise<void> {
      if (!bot) return;
      const [head, argument] = text.trim().split(/\s+/, 2);
      const command = head?.split('@')[0]?.toLowerCase();
      const language = languageOfTelegram(languageCode);
      const code = invitationCode(argument);
      const startParam = code ? telegramInvitation(code) : undefined;
      try {
        if (command === '/start') await bot.sendMessage(chatId, t('server', language, 'telegram.start.text'), openAppButton(ctx.config, language, startParam));
        else if (command === '/paysupport') await bot.sendMessage(chatId, t('server', language, 'telegram.paySupport'));
      } catch (error) {
        // A reply that fails (the player blocked the bot meanwhile) is not worth Telegram's retries.
        ctx.log.warn({ err: error instanceof Error ? error.message : 'unknown' }, 'telegram reply failed');
      }
    },
  };
}
