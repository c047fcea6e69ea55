import { ACCOUNT } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { BotChallengeService } from '#server/modules/bot-challenge/bot-challenge.service.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import * as users from '#server/modules/users/users.repository.ts';
import * as repo from './auth.repository.ts';
import { burnPasswordCheck, verifyPassword } from './password.ts';

/**
 * A password checked as sign-in checks it, for what proves an account's owner without signing in
 * (a banned account's appeal, decision 061): the same bot challenge after failures, the same
 * lockout per account counted in the same table, argon2 before any row lock or pooled connection
 * waits on it (decision 038), and the same answers, so that an unknown address and a wrong password
 * cannot be told apart. The second factor is not asked: nothing here opens a session.
 */
export async function attemptPassword(
  ctx: Pick<AppContext, 'db' | 'clock'>, challenges: Pick<BotChallengeService, 'signIn'>, attempt: { email: string; password: string; ip: string; altcha: string | undefined },
): Promise<UserRow> {
  const { db, clock } = ctx;
  await challenges.signIn.check(attempt.email, attempt.ip, attempt.altcha);
  const candidate = await users.findUserByEmail(db, attempt.email);
  const matches = candidate ? await verifyPassword(candidate.password_hash, attempt.password) : (await burnPasswordCheck(attempt.password), false);
  const outcome = await db.transaction(async (tx) => {
    const found = await users.findUserByEmail(tx, attempt.email, { forUpdate: true });
    if (!found) return 'failed' as const;
    const now = clock.now();
    if ((await repo.countRecentLoginFailures(tx, found.id, new Date(now.getTime() - ACCOUNT.loginLockWindowMs))) >= ACCOUNT.maxLoginAttempts) return 'locked' as const;
    // As at sign-in: a password changed since it was read proves nothing, and one never set is never counted.
    if (found.password_hash !== candidate?.password_hash || found.password_hash === null) return 'failed' as const;
    if (!matches) {
      await repo.insertLoginFailure(tx, found.id, now, attempt.ip, 'password');
      return 'failed' as const;
    }
    return found;
  });
  // Thrown after commit, so that the failure row is kept.
  if (outcome === 'locked' || outcome === 'failed') {
    await challenges.signIn.failed(attempt.email, attempt.ip);
    throw new AppError(outcome === 'locked' ? 'too_many_attempts' : 'invalid_credentials');
  }
  return outcome;
}
