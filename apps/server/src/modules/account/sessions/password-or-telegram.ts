import { createHash } from 'node:crypto';
import { ACCOUNT } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TelegramIdentity } from '#server/modules/telegram-api/init-data.ts';
import { provenTelegramUser } from '#server/modules/telegram-api/telegram-proof.ts';
import { requireProof, type CheckedPassword, type PersonProof } from '#server/modules/account/two-step/second-factor-gate.ts';
import { spendTelegramProof } from './telegram-proofs.repository.ts';

/** A signed initData checked for its signature and age, and the digest that spends it once. */
export interface TelegramProof {
  identity: TelegramIdentity;
  digest: Buffer;
}

/**
 * A freshly signed initData (decision 045), checked before any transaction: 401 telegram_expired
 * when older than ACCOUNT.telegramReauthMaxAgeMs, telegram_invalid when not ours.
 */
export function freshTelegramUser(ctx: AppContext, initData: string | undefined): TelegramProof | undefined {
  if (initData === undefined) return undefined;
  return { identity: provenTelegramUser(ctx, initData, ACCOUNT.telegramReauthMaxAgeMs), digest: createHash('sha256').update(initData).digest() };
}

/** Telegram's data proves the person only for the account's own Telegram user, through a link not paused by a password reset (decision 048). */
export function requireOwnTelegram(account: { telegram_id: bigint | null; telegram_paused_at: Date | null }, proof: TelegramProof): void {
  if (account.telegram_id === null || account.telegram_id !== proof.identity.id) throw new AppError('telegram_invalid');
  if (account.telegram_paused_at !== null) throw new AppError('telegram_paused');
}

/**
 * And once (decision 048): a copy replayed within its five minutes proves nothing. Spent last in the
 * caller's transaction, once every other check passed: a mistyped code does not burn the launch's
 * data (the player could not try again without reopening the app).
 */
export async function spendTelegramProofOnce(ctx: AppContext, tx: Queryable, proof: TelegramProof): Promise<void> {
  const now = ctx.clock.now();
  if (!(await spendTelegramProof(tx, proof.digest, now, new Date(now.getTime() - 2 * ACCOUNT.telegramReauthMaxAgeMs)))) throw new AppError('telegram_proof_used');
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
  account: { id: string; password_hash: string | null; telegram_id: bigint | null; telegram_paused_at: Date | null },
  proof: Pick<PersonProof, 'otp' | 'passkey'> & { password?: CheckedPassword | undefined; telegram?: TelegramProof | undefined },
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
  await spendTelegramProofOnce(ctx, tx, proof.telegram);
}
