import { ACCOUNT, type PasskeyAuthenticationResponse } from '@fre/domain';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/pool.ts';
import { AppError } from '../../http/app-error.ts';
import { countRecentLoginFailures } from '../auth/auth.repository.ts';
import { verifyPasskeyAssertion } from '../passkeys/passkey-assertion.ts';
import { hasPasskey } from '../passkeys/passkeys.repository.ts';
import type { UserRow } from '../users/user-row.ts';
import * as repo from './two-step.repository.ts';
import { open } from './secret-box.ts';
import { loadTotpKey } from './totp-key.ts';
import { hashRecoveryCode, looksLikeTotpCode, matchingStep } from './totp-codes.ts';

/** Whether the account proves "the person" beyond its password: an app code or a passkey (decisions 024, 026). */
export async function hasSecondFactor(db: Queryable, userId: string): Promise<boolean> {
  return (await repo.isTotpActive(db, userId)) || hasPasskey(db, userId);
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
  return user.role === 'admin' && (await hasPasskey(db, user.id)) ? 'passkey' : 'nothing';
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

/**
 * For an action that needs the person, not only their session (withdrawal, account deletion):
 * nothing without a second factor; else 401 second_factor_required without a proof,
 * second_factor_invalid for a wrong one (counted in the sign-in lockout), too_many_attempts while
 * the account is locked.
 * A refused proof is recorded on its own connection so that it survives the caller's rollback:
 * call this before `tx` locks the user row FOR UPDATE or changes its email (FOR NO KEY UPDATE is
 * fine), or the failure row would wait on that lock.
 */
export async function requireSecondFactor(
  ctx: AppContext, tx: Queryable, user: UserRow, proof: { otp?: string | undefined; passkey?: PasskeyAuthenticationResponse | undefined },
): Promise<void> {
  if (!(await hasSecondFactor(tx, user.id))) return;
  // A passkey's answer to POST /api/me/passkeys/assertion-options (decision 026): passkey_invalid when wrong.
  if (proof.passkey) return void (await verifyPasskeyAssertion(ctx, proof.passkey, { purpose: 'confirm', userId: user.id }));
  if (!proof.otp) throw new AppError('second_factor_required');
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - ACCOUNT.loginLockWindowMs);
  if ((await countRecentLoginFailures(tx, user.id, since)) >= ACCOUNT.maxLoginAttempts) throw new AppError('too_many_attempts');
  if (await spendSecondFactor(ctx, tx, user.id, proof.otp)) return;
  await repo.insertSecondFactorFailure(ctx.db, user.id, now, null);
  throw new AppError('second_factor_invalid');
}
