import { ADMIN } from '@fre/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { hasSecondFactor } from '../two-step/second-factor-gate.ts';
import type { UserRow } from '../users/user-row.ts';
import * as repo from './admin-gate.repository.ts';

export interface Actor {
  user: UserRow;
  sessionId: string;
  ip: string;
}

/**
 * The personal access code of each admin (D6): no default code exists anywhere; an admin creates
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
    if (!(await hasSecondFactor(db, actor.user.id))) throw new AppError('second_factor_setup_required');
  }

  return {
    async status(actor: Actor) {
      const [secondFactor, codeHash] = await Promise.all([hasSecondFactor(db, actor.user.id), repo.findCodeHash(db, actor.user.id)]);
      const hasCode = codeHash !== null;
      const unlocked = secondFactor && hasCode && (await repo.isSessionUnlocked(db, actor.sessionId, idleSince()));
      return { hasCode, unlocked, secondFactor, idleLockMs: ADMIN.idleLockMs };
    },

    /** Creates the first code (which also unlocks this session) or changes it with the current one. */
    async setCode(actor: Actor, newCode: string, currentCode: string | undefined): Promise<void> {
      await assertSecondFactor(actor);
      const newHash = await hashPassword(newCode);
      const outcome = await db.transaction(async (tx) => {
        const existing = await repo.findCodeHash(tx, actor.user.id, { forUpdate: true });
        const now = clock.now();
        if (existing === null) {
          if (!(await repo.insertCode(tx, actor.user.id, newHash, now))) return 'refused' as const;
          await repo.setSessionUnlocked(tx, actor.sessionId, now);
          await audit(tx, actor, 'access_code_created');
          return 'created' as const;
        }
        if (!currentCode || !(await verifyPassword(existing, currentCode))) {
          await audit(tx, actor, 'access_code_change_failed');
          return 'refused' as const;
        }
        await repo.updateCode(tx, actor.user.id, newHash, now);
        await audit(tx, actor, 'access_code_changed');
        return 'changed' as const;
      });
      if (outcome === 'refused') throw new AppError('access_code_invalid', {}, undefined, 403);
    },

    /** Holds under parallel attempts: the code row is locked while failures are counted. */
    async unlock(actor: Actor, code: string): Promise<void> {
      await assertSecondFactor(actor);
      const outcome = await db.transaction(async (tx) => {
        const hash = await repo.findCodeHash(tx, actor.user.id, { forUpdate: true });
        if (hash === null) return 'no_code' as const;
        const now = clock.now();
        const since = new Date(now.getTime() - ADMIN.unlockFailureWindowMs);
        if ((await repo.countRecentFailures(tx, actor.user.id, since)) >= ADMIN.maxUnlockFailures) {
          await audit(tx, actor, 'admin_unlock_blocked');
          return 'blocked' as const;
        }
        if (!(await verifyPassword(hash, code))) {
          await repo.insertFailure(tx, actor.user.id, now);
          await audit(tx, actor, 'admin_unlock_failed');
          return 'wrong' as const;
        }
        await repo.clearFailures(tx, actor.user.id);
        await repo.setSessionUnlocked(tx, actor.sessionId, now);
        await audit(tx, actor, 'admin_unlocked');
        return 'ok' as const;
      });
      if (outcome === 'no_code') throw new AppError('access_code_required');
      if (outcome === 'blocked') throw new AppError('too_many_attempts', { minutes: ADMIN.unlockFailureWindowMs / 60_000 });
      if (outcome === 'wrong') throw new AppError('access_code_invalid', {}, undefined, 403);
    },

    async lock(actor: Actor): Promise<void> {
      await repo.setSessionUnlocked(db, actor.sessionId, null);
    },

    /** For every /api/admin/* call past the gate: open and recently used, refreshed by this call. */
    async assertUnlocked(actor: Actor): Promise<void> {
      if (!(await repo.touchUnlockedSession(db, actor.sessionId, clock.now(), idleSince()))) throw new AppError('admin_locked');
    },
  };
}

export type AdminGateService = ReturnType<typeof createAdminGateService>;
