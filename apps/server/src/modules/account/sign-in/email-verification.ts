import { ACCOUNT } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { hashToken, newToken } from '#server/lib/tokens.ts';
import { addressChangeEmail, verificationEmail } from '#server/modules/email/templates.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { insertEmailToken } from './auth.repository.ts';

/**
 * The link that confirms the account's address: after sign-up, on a resend, and for the address an
 * account made in Telegram adds later (decision 045). Nothing for an account without one.
 */
export async function sendVerificationEmail(ctx: AppContext, user: UserRow): Promise<void> {
  if (!user.email) return;
  const token = newToken();
  const now = ctx.clock.now();
  await insertEmailToken(ctx.db, { userId: user.id, purpose: 'verify_email', tokenHash: hashToken(token), now, expiresAt: new Date(now.getTime() + ACCOUNT.emailTokenTtlMs) });
  await ctx.mailer.send(verificationEmail(user.language, user.email, user.nickname, `${ctx.config.appUrl}/verify-email?token=${token}`));
}

/** The link that confirms a new address meant to replace the account's (decision 048), sent to that new address. */
export async function sendAddressChangeEmail(ctx: AppContext, user: UserRow, address: string): Promise<void> {
  const token = newToken();
  const now = ctx.clock.now();
  await insertEmailToken(ctx.db, { userId: user.id, purpose: 'email_change', tokenHash: hashToken(token), now, expiresAt: new Date(now.getTime() + ACCOUNT.emailTokenTtlMs) });
  await ctx.mailer.send(addressChangeEmail(user.language, address, user.nickname, `${ctx.config.appUrl}/verify-email?token=${token}`));
}
