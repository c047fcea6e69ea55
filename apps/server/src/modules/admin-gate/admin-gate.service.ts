import { ADMIN } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { CommitThenThrow, type Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import { hashPassword, verifyPassword } from '#server/modules/account/sign-in/password.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import * as sessions from '#server/modules/account/sessions/sessions.repository.ts';
import { hasSignInSecondFactor } from '#server/modules/account/two-step/second-factor-gate.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import * as repo from './admin-gate.repository.ts';

export interface Actor {
  user: UserRow;
  sessionId: string;
  ip: string;
}

/**
 * The personal access code of each admin (decision 070): no default code exists anywhere; an admin creates
 * one on first entry, unlocks each login session with it, and wrong codes are limited per admin.
 * A password and a code are both things one knows: the gate opens only for an account with a
 * second factor (decision 024, "Admins").
 */
export function createAdminGateService(ctx: AppContext) {
  const { db, clock } = ctx;
  const idleSince = () => new Date(clock.now().getTime() - ADMIN.idleLockMs);
  const audit = (tx: Parameters<typeof appendAudit>[0], actor: Actor, action: string) =>
    appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action, targetType: 'user', targetId: actor.user.id, ip: actor.ip, now: clock.now() });

  /** Asked before any code is read: an admin without a second factor spends no attempt. */
  async function assertSecondFactor(actor: Actor): Promise<void> {
    if (!(await hasSignInSecondFactor(db, actor.user.id))) throw new AppError('second_factor_setup_required');
  }

  /**
   * The lockout of the access code, shared by unlocking and changing it (a wrong current code is a
   * guess like any other). In the caller's transaction, with the code row locked: the count, and
   * the failure recorded and committed before the refusal is thrown (decision 038).
   */
  async function refuseIfBlocked(tx: Queryable, actor: Actor): Promise<void> {
    const since = new Date(clock.now().getTime() - ADMIN.unlockFailureWindowMs);
    if ((await repo.countRecentFailures(tx, actor.user.id, since)) < ADMIN.maxUnlockFailures) return;
    await audit(tx, actor, 'admin_unlock_blocked');
    throw new CommitThenThrow(new AppError('too_many_attempts', { minutes: ADMIN.unlockFailureWindowMs / 60_000 }));
  }

  async function refuseWrongCode(tx: Queryable, actor: Actor, failedAction: string): Promise<never> {
    await repo.insertFailure(tx, actor.user.id, clock.now());
    await audit(tx, actor, failedAction);
    throw new CommitThenThrow(new AppError('access_code_invalid', {}, undefined, 403));
  }

  /** The stored code and whether `code` matches it, hashed before any transaction: argon2 holds no lock (decision 038). */
  async function checkCode(actor: Actor, code: string | undefined): Promise<{ hash: string | null; matches: boolean }> {
    const hash = await repo.findCodeHash(db, actor.user.id);
    return { hash, matches: hash !== null && code !== undefined && (await verifyPassword(hash, code)) };
  }

  return {
    async status(actor: Actor) {
      const [secondFactor, codeHash] = await Promise.all([hasSignInSecondFactor(db, actor.user.id), repo.findCodeHash(db, actor.user.id)]);
      const hasCode = codeHash !== null;
      const unlocked = secondFactor && hasCode && (await sessions.isSessionUnlocked(db, actor.sessionId, idleSince()));
      return { hasCode, unlocked, secondFactor, idleLockMs: ADMIN.idleLockMs };
    },

    /**
     * Creates the first code (which also unlocks this session) or changes it with the current one;
     * a wrong current code counts toward the unlock lockout.
     */
    async setCode(actor: Actor, newCode: string, currentCode: string | undefined): Promise<void> {
      await assertSecondFactor(actor);
      const [newHash, current] = await Promise.all([hashPassword(newCode), checkCode(actor, currentCode)]);
      await db.transaction(async (tx) => {
        const existing = await repo.findCodeHash(tx, actor.user.id, { forUpdate: true });
        const now = clock.now();
        if (existing === null) {
          if (!(await repo.insertCode(tx, actor.user.id, newHash, now))) throw new AppError('access_code_invalid', {}, undefined, 403);
          await sessions.setSessionUnlocked(tx, actor.sessionId, now);
          await audit(tx, actor, 'access_code_created');
          return;
        }
        await refuseIfBlocked(tx, actor);
        if (existing !== current.hash || !current.matches) await refuseWrongCode(tx, actor, 'access_code_change_failed');
        await repo.updateCode(tx, actor.user.id, newHash, now);
        await repo.clearFailures(tx, actor.user.id);
        await audit(tx, actor, 'access_code_changed');
      });
    },

    /** Holds under parallel attempts: the code row is locked while failures are counted. */
    async unlock(actor: Actor, code: string): Promise<void> {
      await assertSecondFactor(actor);
      const checked = await checkCode(actor, code);
      await db.transaction(async (tx) => {
        const hash = await repo.findCodeHash(tx, actor.user.id, { forUpdate: true });
        if (hash === null) throw new AppError('access_code_required');
        await refuseIfBlocked(tx, actor);
        if (hash !== checked.hash || !checked.matches) await refuseWrongCode(tx, actor, 'admin_unlock_failed');
        await repo.clearFailures(tx, actor.user.id);
        await sessions.setSessionUnlocked(tx, actor.sessionId, clock.now());
        await audit(tx, actor, 'admin_unlocked');
      });
    },

    async lock(actor: Actor): Promise<void> {
      await sessions.setSessionUnlocked(db, actor.sessionId, null);
    },

    /**
     * For every /api/admin/* call past the gate: open, recently used, and the admin still has a
     * second factor that signs in (decision 039: removing it shuts the back office at once);
     * refreshed by this call, in one statement.
     */
    async assertUnlocked(actor: Actor): Promise<void> {
      if (await sessions.touchUnlockedSession(db, actor.sessionId, clock.now(), idleSince())) return;
      if (!(await hasSignInSecondFactor(db, actor.user.id))) throw new AppError('second_factor_setup_required');
      throw new AppError('admin_locked');
    },
  };
}

export type AdminGateService = ReturnType<typeof createAdminGateService>;
