import { invitationCode, languageOfTelegram, telegramInvitation, type Language } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { Config } from '#server/config.ts';
import { t } from '#server/lib/i18n.ts';
import { createBotApi, type MessageButton } from './bot-api.ts';

/** The button under the bot's messages that opens the app. */
export function openAppButton(config: Config, language: Language, startParam?: string): MessageButton {
  const text = t('server', language, 'telegram.start.button');
  const { miniAppUrl } = config.telegram;
  // The t.me link opens the Mini App as BotFather knows it, with the invitation; without it, the app's own /tg.
  if (miniAppUrl) return { kind: 'url', text, url: startParam ? `${miniAppUrl}?startapp=${encodeURIComponent(startParam)}` : miniAppUrl };
  return { kind: 'web_app', text, url: new URL('/tg', config.appUrl).toString() };
}

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
