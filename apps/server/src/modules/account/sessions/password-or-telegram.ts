import { ACCOUNT } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TelegramIdentity } from '#server/modules/telegram-api/init-data.ts';
import { provenTelegramUser } from '#server/modules/telegram-api/telegram-proof.ts';
import { requireProof, type CheckedPassword, type PersonProof } from '#server/modules/account/two-step/second-factor-gate.ts';

/**
 * A freshly signed initData (decision 045), checked before any transaction: 401 telegram_expired
 * when older than ACCOUNT.telegramReauthMaxAgeMs, telegram_invalid when not ours.
 */
export function freshTelegramUser(ctx: AppContext, initData: string | undefined): TelegramIdentity | undefined {
  return initData === undefined ? undefined : provenTelegramUser(ctx, initData, ACCOUNT.telegramReauthMaxAgeMs);
}

/** Signed for this account's Telegram user, or refused as not ours (another player's initData proves nothing here). */
export function requireOwnTelegram(account: { telegram_id: bigint | null }, identity: TelegramIdentity): void {
  if (account.telegram_id === null || account.telegram_id !== identity.id) throw new AppError('telegram_invalid');
}

const missing = (field: string) => new AppError('validation_failed', {}, { fields: { [field]: { code: 'required' } } });

/**
 * What a request that carries its own proof (password change, account deletion, two-step removal)
 * asks of the person: the password for an account that has one; for an account without (made in
 * Telegram), a freshly signed initData of its own Telegram user in its place. Then, either way, the
 * second factor when one is on (requireProof). In the caller's transaction, the account row locked.
 */
export async function requirePasswordOrTelegram(
  ctx: AppContext,
  tx: Queryable,
  account: { id: string; password_hash: string | null; telegram_id: bigint | null },
  proof: Pick<PersonProof, 'otp' | 'passkey'> & { password?: CheckedPassword | undefined; telegram?: TelegramIdentity | undefined },
  options: { ip: string | null; passwordField?: string },
): Promise<void> {
  const passwordField = options.passwordField ?? 'password';
  if (account.password_hash !== null || proof.password) {
    if (!proof.password) throw missing(passwordField);
    await requireProof(ctx, tx, account, { otp: proof.otp, passkey: proof.passkey }, { password: proof.password, passwordField, ip: options.ip });
    return;
  }
  if (!proof.telegram) throw missing('telegram');
  requireOwnTelegram(account, proof.telegram);
  await requireProof(ctx, tx, account, { otp: proof.otp, passkey: proof.passkey }, { ip: options.ip });
}
