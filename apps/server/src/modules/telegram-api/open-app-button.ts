import type { Language } from '@fre/domain';
import type { Config } from '#server/config.ts';
import { t } from '#server/lib/i18n.ts';
import type { MessageButton } from './bot-api.ts';

/** The button under the bot's messages that opens the app. */
export function openAppButton(config: Config, language: Language, startParam?: string): MessageButton {
  const text = t('server', language, 'telegram.start.button');
  const { miniAppUrl } = config.telegram;
  // The t.me link opens the Mini App as BotFather knows it, with the invitation; without it, the app's own /tg.
  if (miniAppUrl) return { kind: 'url', text, url: startParam ? `${miniAppUrl}?startapp=${encodeURIComponent(startParam)}` : miniAppUrl };
  return { kind: 'web_app', text, url: new URL('/tg', config.appUrl).toString() };
}
