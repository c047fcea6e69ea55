import type { Language } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { t } from '#server/lib/i18n.ts';
import { dateTimeFormat } from '@fre/i18n/intl-formats';
import { securityNoticeEmail } from '#server/modules/email/templates.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';

export type SecurityNoticeKind =
  | 'password_changed'
  | 'second_factor_added'
  | 'second_factor_removed'
  | 'recovery_codes_renewed'
  | 'new_device'
  | 'wallet_linked'
  | 'wallet_changed'
  | 'withdrawal_requested';

/** A moment in the reader's language, in Paris time with its zone named (a French-first product). */
export function noticeTime(language: Language, at: Date): string {
  return dateTimeFormat(language, {
    day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris', timeZoneName: 'short',
  }).format(at);
}

/**
 * Tells the owner of the account, by email in their language, that something sensitive changed
 * (decision 023). The button leads to the password reset request, which ends every session: what
 * the player needs when it was not them. Called after the change has committed, and never fails
 * it: a mail server that is down must not undo a password change or block a withdrawal.
 * `details` fills the text: `device` (new_device), `wallet` (wallet_*), `amount` (withdrawal_requested),
 * `hours` (second_factor_added: how long the new key cannot approve a withdrawal);
 * `time` defaults to now.
 */
export async function sendSecurityNotice(ctx: AppContext, user: UserRow, kind: SecurityNoticeKind, details: Record<string, string> = {}): Promise<void> {
  // An account made in Telegram without an address yet (decision 045) has nowhere to be told.
  if (!user.email) return;
  try {
    const params = {
      time: noticeTime(user.language, ctx.clock.now()),
      ...details,
      device: details.device ?? t('email', user.language, 'notice.unknownDevice'),
    };
    await ctx.mailer.send(securityNoticeEmail(user.language, user.email, user.nickname, kind, params, `${ctx.config.appUrl}/reset-password`));
  } catch (error) {
    // The error alone: the email's text and address stay out of the log.
    ctx.log.error({ err: error, kind }, 'security notice email failed');
  }
}
