import type { Language } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { Config } from '#server/config.ts';
import { t } from '#server/lib/i18n.ts';
import { dateTimeFormat } from '@fre/i18n/intl-formats';
import { securityNoticeEmail } from '#server/modules/email/templates.ts';
import { createBotApi, type BotApi } from '#server/modules/telegram-api/bot-api.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';

export type SecurityNoticeKind =
  | 'password_set'
  | 'password_changed'
  | 'second_factor_added'
  | 'second_factor_removed'
  | 'recovery_codes_renewed'
  | 'new_device'
  | 'telegram_linked'
  | 'telegram_unlinked'
  | 'email_added'
  | 'email_change_requested'
  | 'email_changed'
  | 'wallet_linked'
  | 'wallet_changed'
  | 'wallet_unlinked'
  | 'withdrawal_requested';

/** Who is told: where the account's address and Telegram were when the change happened (an unlink tells the Telegram it removed). */
export type NoticeRecipient = Pick<UserRow, 'email' | 'nickname' | 'language' | 'telegram_id'>;

/** A moment in the reader's language, in Paris time with its zone named (a French-first product). */
export function noticeTime(language: Language, at: Date): string {
  return dateTimeFormat(language, {
    day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris', timeZoneName: 'short',
  }).format(at);
}

const bots = new WeakMap<Config, BotApi | null>();

/** The bot that tells a player inside Telegram, built once per configuration; null without a token. */
function botOf(config: Config): BotApi | null {
  if (!bots.has(config)) bots.set(config, config.telegram.botToken ? createBotApi(config.telegram.apiUrl, config.telegram.botToken) : null);
  return bots.get(config)!;
}

/**
 * Tells the owner of the account that something sensitive changed (decisions 023, 048): by email in
 * their language, and by the bot where a Telegram account is linked, each with the way to act when
 * it was not them. The email's button leads to the password reset, which ends every session; the
 * bot's, for an account without an address, to the Security page. Called after the change has
 * committed, and never fails it: a mail server or Telegram being down must not undo a password
 * change or block a withdrawal.
 * `details` fills the text: `device` (new_device), `wallet` (wallet_*), `amount` (withdrawal_requested),
 * `telegram` (telegram_*), `email` (email_*); `time` defaults to now. `pausedUntil` adds the line
 * that withdrawals wait until then.
 */
export async function sendSecurityNotice(ctx: AppContext, to: NoticeRecipient, kind: SecurityNoticeKind, details: Record<string, string> = {}, pausedUntil?: Date): Promise<void> {
  const params = {
    time: noticeTime(to.language, ctx.clock.now()),
    ...details,
    device: details.device ?? t('email', to.language, 'notice.unknownDevice'),
  };
  const paused = pausedUntil ? t('email', to.language, 'notice.withdrawalsPaused', { until: noticeTime(to.language, pausedUntil) }) : undefined;
  await Promise.all([emailNotice(ctx, to, kind, params, paused), botNotice(ctx, to, kind, params, paused)]);
}

async function emailNotice(ctx: AppContext, to: NoticeRecipient, kind: SecurityNoticeKind, params: Record<string, string>, paused: string | undefined): Promise<void> {
  // An account made in Telegram without an address yet (decision 045) is told by the bot only.
  if (!to.email) return;
  try {
    await ctx.mailer.send(securityNoticeEmail(to.language, to.email, to.nickname, kind, params, `${ctx.config.appUrl}/reset-password`, paused));
  } catch (error) {
    // The error alone: the email's text and address stay out of the log.
    ctx.log.error({ err: error, kind }, 'security notice email failed');
  }
}

async function botNotice(ctx: AppContext, to: NoticeRecipient, kind: SecurityNoticeKind, params: Record<string, string>, paused: string | undefined): Promise<void> {
  const bot = botOf(ctx.config);
  if (!bot || to.telegram_id === null) return;
  const tr = (key: string, extra: Record<string, string> = {}) => t('email', to.language, key, extra);
  const text = [tr(`notice.${kind}.subject`), tr(`notice.${kind}.intro`, params), paused, tr(to.email ? 'notice.ifYou' : 'notice.ifYouInApp')].filter(Boolean).join('\n\n');
  const url = `${ctx.config.appUrl}${to.email ? '/reset-password' : '/profile/security'}`;
  try {
    await bot.sendMessage(to.telegram_id, text, { kind: 'url', text: tr('notice.action'), url });
  } catch (error) {
    // A player who never opened the bot, or blocked it, cannot be written to: the email remains.
    ctx.log.warn({ err: error instanceof Error ? error.message : 'unknown', kind }, 'security notice by Telegram failed');
  }
}
