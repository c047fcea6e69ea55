import { isStrongPassword, type AccountSession } from '@fre/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import * as auth from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/password.ts';
import { checkPassword, requireProof, type PersonProof } from '../two-step/second-factor-gate.ts';
import type { UserRow } from '../users/user-row.ts';
import * as users from '../users/users.repository.ts';
import * as repo from './account-security.repository.ts';
import { deviceKind, deviceName } from './device-name.ts';
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
     * With the current password (ASVS V2.1.6) and, with a second factor on, a code or a passkey
     * (decision 039): a stolen session that learnt the password still cannot lock the owner out.
     * A wrong one counts toward the same lockout as signing in (second-factor-gate.ts), so this form
     * cannot be used to guess faster than /login. Every other session ends; the caller's stays.
     */
    async changePassword(caller: SessionCaller, currentPassword: string, newPassword: string, proof: PersonProof = {}): Promise<void> {
      if (!isStrongPassword(newPassword)) throw new AppError('weak_password', {}, { fields: { newPassword: { code: 'weak_password' } } });
      // Both hashes before the row is locked: argon2 takes a while and the lock should not.
      const [passwordHash, current] = await Promise.all([hashPassword(newPassword), checkPassword(db, caller.user.id, currentPassword)]);
      await db.transaction(async (tx) => {
        const account = await users.lockUserWithPassword(tx, caller.user.id);
        if (!account) throw new AppError('unauthenticated');
        await requireProof(ctx, tx, account, { otp: proof.otp, passkey: proof.passkey }, { password: current, passwordField: 'currentPassword', ip: caller.ip });
        const now = clock.now();
        await users.setPasswordHash(tx, account.id, passwordHash, now);
        await repo.revokeOtherSessions(tx, account.id, caller.sessionId, now);
        await auth.clearLoginFailures(tx, account.id);
      });
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
        kind: deviceKind(row.user_agent),
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
