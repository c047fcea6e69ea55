import { ACCOUNT, type PasskeyAuthenticationResponse } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { CommitThenThrow, type Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import { countRecentLoginFailures, insertLoginFailure } from '#server/modules/account/sign-in/auth.repository.ts';
import { verifyPassword } from '#server/modules/account/sign-in/password.ts';
import { verifyPasskeyAssertion } from '#server/modules/account/passkeys/passkey-assertion.ts';
import { hasPasskey } from '#server/modules/account/passkeys/passkeys.repository.ts';
import { findPasswordHash } from '#server/modules/users/users.repository.ts';
import * as repo from './two-step.repository.ts';
import { open } from './secret-box.ts';
import { loadTotpKey } from './totp-key.ts';
import { hashRecoveryCode, looksLikeTotpCode, matchingStep } from './totp-codes.ts';

/** What a request shows to prove the person, beyond its session. */
export interface PersonProof {
  password?: string | undefined;
  otp?: string | undefined;
  passkey?: PasskeyAuthenticationResponse | undefined;
}

/**
 * What the back office accepts as the admin's second factor, checked on every admin request: an app
 * code, or a passkey that signs in (not one paused by a password reset, decision 039).
 */
export async function hasSignInSecondFactor(db: Queryable, userId: string): Promise<boolean> {
  return (await repo.isTotpActive(db, userId)) || hasPasskey(db, userId, { signIn: true });
}

/**
 * What the password sign-in asks beyond the password: a code with an app code on. A passkey does
 * not gate a player's sign-in (decision 026): an account with passkeys alone has no recovery codes,
 * and a passkey signs in by itself; what it guards is the money and the account's deletion. An
 * admin whose only second factor is a passkey signs in with the passkey: their password alone is
 * refused, so that a leaked password and access code never open the back office.
 */
export async function signInNeeds(db: Queryable, user: { id: string; role: string }): Promise<'nothing' | 'code' | 'passkey'> {
  if (await repo.isTotpActive(db, user.id)) return 'code';
  return user.role === 'admin' && (await hasPasskey(db, user.id, { signIn: true })) ? 'passkey' : 'nothing';
}

/**
 * What Telegram sign-in asks beyond the data Telegram signed (decision 048). Telegram is one factor,
 * like a password, and whoever briefly held the account could have linked it: an account with an
 * app code asks for a code; one with a passkey (paused or not) asks for it, which Telegram's webview
 * cannot give, so such an account signs in with its address and password instead.
 */
export async function telegramSignInNeeds(db: Queryable, userId: string): Promise<'nothing' | 'code' | 'passkey'> {
  if (await repo.isTotpActive(db, userId)) return 'code';
  return (await hasPasskey(db, userId)) ? 'passkey' : 'nothing';
}

/**
 * Checks and spends a proof: a current app code, taken once (a later time step than the last one
 * accepted), or an unused recovery code. False when it matches nothing; nothing is recorded then.
 */
export async function spendSecondFactor(ctx: AppContext, db: Queryable, userId: string, otp: string): Promise<boolean> {
  const factor = await repo.findFactor(db, userId);
  if (!factor?.confirmed_at) return false;
  if (looksLikeTotpCode(otp)) {
    const secret = open(await loadTotpKey(ctx.config), factor.secret_sealed);
    const step = matchingStep(secret, otp, ctx.clock.now());
    return step !== null && repo.acceptStep(db, userId, step);
  }
  return repo.useRecoveryCode(db, userId, hashRecoveryCode(otp), ctx.clock.now());
}

/** A password checked before the transaction: argon2 takes tens of milliseconds, and no connection or row lock waits on it. */
export interface CheckedPassword {
  hash: string | null;
  matches: boolean;
}

export async function checkPassword(db: Queryable, userId: string, password: string): Promise<CheckedPassword> {
  const hash = await findPasswordHash(db, userId);
  return { hash, matches: hash !== null && (await verifyPassword(hash, password)) };
}

export interface ProofOptions {
  /** The password, checked before the transaction by checkPassword; absent where none is asked. */
  password?: CheckedPassword;
  /** The field a wrong password is reported on. */
  passwordField?: string;
  /** Kept with a failure (a sign-in's address); null inside a session. */
  ip?: string | null;
}

/**
 * For an action that needs the person, not only their session (withdrawal, account deletion,
 * password change, re-authentication): in the caller's transaction, after it locked the account
 * row (so that parallel attempts are counted one at a time), the password when one is asked, then
 * the second factor when the account has one. A password or a code is checked only below the
 * lockout; a passkey cannot be guessed and is not. A refusal that counts toward the lockout is
 * written in `tx` and thrown after commit (CommitThenThrow): nothing here ever takes a second pool
 * connection (decision 038). Call it before the transaction writes anything else.
 * A password given for an account that has none is a 400 that counts nothing (decision 048):
 * otherwise a session's holder could block the owner's re-authentication with wrong ones.
 * Errors: too_many_attempts; invalid_credentials; second_factor_required (no proof; `details.methods`
 * says which the account has), second_factor_invalid (counted), passkey_invalid; validation_failed
 * (`no_password`).
 */
export async function requireProof(ctx: AppContext, tx: Queryable, account: { id: string; password_hash?: string | null }, proof: PersonProof, options: ProofOptions = {}): Promise<void> {
  const now = ctx.clock.now();
  const belowLockout = async () => {
    const since = new Date(now.getTime() - ACCOUNT.loginLockWindowMs);
    if ((await countRecentLoginFailures(tx, account.id, since)) >= ACCOUNT.maxLoginAttempts) throw new AppError('too_many_attempts');
  };
  if (options.password) {
    const field = options.passwordField ?? 'password';
    if (account.password_hash === null) throw new AppError('validation_failed', {}, { fields: { [field]: { code: 'no_password' } } });
    await belowLockout();
    const refused = new AppError('invalid_credentials', {}, { fields: { [field]: { code: 'invalid_credentials' } } }, 400);
    // Changed since it was read: the request checked an old password, and proved nothing.
    if (options.password.hash !== account.password_hash) throw refused;
    if (!options.password.matches) {
      await insertLoginFailure(tx, account.id, now, options.ip ?? null, 'password');
      throw new CommitThenThrow(refused);
    }
  }
  // Passkeys paused by a password reset count: inside a signed-in session they still prove the
  // person, and a reset must not turn a protected account into an unprotected one (decision 039).
  const totp = await repo.findFactor(tx, account.id);
  const methods = { code: Boolean(totp?.confirmed_at), passkey: await hasPasskey(tx, account.id) };
  if (!methods.code && !methods.passkey) return;
  // A passkey's answer to POST /api/me/passkeys/assertion-options (decision 026): passkey_invalid when wrong.
  if (proof.passkey) {
    await verifyPasskeyAssertion(ctx, tx, proof.passkey, { purpose: 'confirm', userId: account.id });
    return;
  }
  if (!proof.otp) throw new AppError('second_factor_required', {}, { methods });
  if (!methods.code) throw new AppError('second_factor_invalid');
  await belowLockout();
  if (await spendSecondFactor(ctx, tx, account.id, proof.otp)) return;
  await insertLoginFailure(tx, account.id, now, options.ip ?? null, 'second_factor');
  throw new CommitThenThrow(new AppError('second_factor_invalid'));
}
