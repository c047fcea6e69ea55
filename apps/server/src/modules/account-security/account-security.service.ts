import { ACCOUNT, isStrongPassword, type AccountSession } from '@fre/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import * as auth from '../auth/auth.repository.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { UserRow } from '../users/user-row.ts';
import * as users from '../users/users.repository.ts';
import * as repo from './account-security.repository.ts';
import { deviceName } from './device-name.ts';
import { sendSecurityNotice } from './security-notices.ts';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller: its account, the session it came with, its address (kept with a failed attempt). */
export interface SessionCaller {
  user: UserRow;
  sessionId: string | null;
  ip: string;
}

export function createAccountSecurityService(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    /**
     * With the current password (ASVS V2.1.6). A wrong one is a failed sign-in: it counts toward the
     * same lock, under the same row lock, so that this form cannot be used to guess faster than
     * /login. Every other session ends; the caller's stays.
     */
    async changePassword(caller: SessionCaller, currentPassword: string, newPassword: string): Promise<void> {
      if (!isStrongPassword(newPassword)) throw new AppError('weak_password', {}, { fields: { newPassword: { code: 'weak_password' } } });
      // Hashed before the row is locked: argon2 takes a while and the lock should not.
      const passwordHash = await hashPassword(newPassword);
      const outcome = await db.transaction(async (tx) => {
        const found = await users.findUserByEmail(tx, caller.user.email, { forUpdate: true });
        if (!found || found.id !== caller.user.id) throw new AppError('unauthenticated');
        const now = clock.now();
        const since = new Date(now.getTime() - ACCOUNT.loginLockWindowMs);
        if ((await auth.countRecentLoginFailures(tx, found.id, since)) >= ACCOUNT.maxLoginAttempts) return 'locked' as const;
        if (!(await verifyPassword(found.password_hash, currentPassword))) {
          await auth.insertLoginFailure(tx, found.id, now, caller.ip);
          return 'failed' as const;
        }
        await users.setPasswordHash(tx, found.id, passwordHash, now);
        await repo.revokeOtherSessions(tx, found.id, caller.sessionId, now);
        await auth.clearLoginFailures(tx, found.id);
        return 'changed' as const;
      });
      // Thrown after commit so that the failure row is kept.
      if (outcome === 'locked') throw new AppError('too_many_attempts');
      if (outcome === 'failed') throw new AppError('invalid_credentials', {}, { fields: { currentPassword: { code: 'invalid_credentials' } } }, 400);
      await sendSecurityNotice(ctx, caller.user, 'password_changed');
    },

    async listSessions(caller: SessionCaller): Promise<AccountSession[]> {
      const rows = await repo.listLiveSessions(db, caller.user.id, clock.now());
      return rows.map((row) => ({
        id: row.id,
        current: row.id === caller.sessionId,
        createdAt: row.created_at.toISOString(),
        lastSeenAt: (row.last_seen_at ?? row.created_at).toISOString(),
        device: deviceName(row.user_agent),
      }));
    },

    /** Another account's session, an unknown or malformed id: the same 404, nothing said about it. */
    async endSession(caller: SessionCaller, sessionId: string): Promise<void> {
      if (!SESSION_ID.test(sessionId) || !(await repo.revokeSessionOf(db, caller.user.id, sessionId, clock.now()))) throw new AppError('not_found');
    },

    async endOtherSessions(caller: SessionCaller): Promise<void> {
      await repo.revokeOtherSessions(db, caller.user.id, caller.sessionId, clock.now());
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
