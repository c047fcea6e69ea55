import { emailSchema, isStrongPassword, type AccountSession } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import { announceCredentialChange, recordCredentialChange } from '#server/modules/account/credentials/credential-changes.ts';
import * as auth from '#server/modules/account/sign-in/auth.repository.ts';
import { createDisposableEmailCheck } from '#server/modules/account/sign-in/disposable-email.ts';
import { sendAddressChangeEmail, sendVerificationEmail } from '#server/modules/account/sign-in/email-verification.ts';
import { hashPassword } from '#server/modules/account/sign-in/password.ts';
import { checkPassword, requireProof, type PersonProof } from '#server/modules/account/two-step/second-factor-gate.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import * as users from '#server/modules/users/users.repository.ts';
import * as repo from './sessions.repository.ts';
import { deviceKind, deviceName } from './device-name.ts';
import { sendSecurityNotice } from './security-notices.ts';

const inUse = () => new AppError('email_in_use', {}, { fields: { email: { code: 'email_in_use' } } });

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller: its account, the session it came with, its address (kept with a failed attempt). */
export interface SessionCaller {
  user: UserRow;
  sessionId: string | null;
  ip: string;
}

export function createAccountSecurityService(ctx: AppContext) {
  const { db, clock } = ctx;
  const isDisposable = createDisposableEmailCheck(ctx.config.disposableEmailAllow);

  async function addFirstEmail(caller: SessionCaller, email: string): Promise<UserRow> {
    let changed: { updated: UserRow; pausedUntil: Date } | null;
    try {
      changed = await db.transaction(async (tx) => {
        const updated = await users.setFirstEmail(tx, caller.user.id, email, clock.now());
        // Another request added one first.
        if (!updated) return null;
        return { updated, pausedUntil: await recordCredentialChange(ctx, tx, { user: updated, kind: 'email', change: 'added', label: email, ip: caller.ip }) };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw inUse();
      throw error;
    }
    if (!changed) throw new AppError('email_already_set');
    await sendVerificationEmail(ctx, changed.updated);
    // Told where the account could be reached before: the new address gets its confirmation link.
    await announceCredentialChange(ctx, caller.user, 'email', 'added', changed.pausedUntil, { email });
    return changed.updated;
  }

  /** Asked, not made: the change, its audit row and its hold come with the link (auth.service.ts verifyEmail). */
  async function askAddressChange(caller: SessionCaller, current: string, email: string): Promise<UserRow> {
    if (email === current) throw new AppError('validation_failed', {}, { fields: { email: { code: 'email_unchanged' } } });
    // Said now rather than after the link; the confirmation checks again (users_email_key).
    if (await users.findUserByEmail(db, email)) throw inUse();
    const updated = await users.setPendingEmail(db, caller.user.id, current, email, clock.now());
    // The address changed meanwhile (another request's confirmation).
    if (!updated) throw new AppError('email_already_set');
    await sendAddressChangeEmail(ctx, updated, email);
    await sendSecurityNotice(ctx, caller.user, 'email_change_requested', { email });
    return updated;
  }

  return {
    /**
     * With the current password (ASVS V2.1.6) and, with a second factor on, a code or a passkey
     * (decision 039): a stolen session that learnt the password still cannot lock the owner out.
     * A wrong one counts toward the same lockout as signing in (second-factor-gate.ts), so this form
     * cannot be used to guess faster than /login. Every other session ends; the caller's stays.
     * Without `currentPassword`, the first password of an account made in Telegram (decision 045):
     * the route lets only a re-authenticated session here, and an account that has one is refused.
     */
    async changePassword(caller: SessionCaller, currentPassword: string | undefined, newPassword: string, proof: PersonProof = {}): Promise<void> {
      if (!isStrongPassword(newPassword)) throw new AppError('weak_password', {}, { fields: { newPassword: { code: 'weak_password' } } });
      // Both hashes before the row is locked: argon2 takes a while and the lock should not.
      const [passwordHash, current] = await Promise.all([
        hashPassword(newPassword),
        currentPassword === undefined ? undefined : checkPassword(db, caller.user.id, currentPassword),
      ]);
      const pausedUntil = await db.transaction(async (tx) => {
        const account = await users.lockUserWithPassword(tx, caller.user.id);
        if (!account) throw new AppError('unauthenticated');
        if (!current && account.password_hash !== null) throw new AppError('validation_failed', {}, { fields: { currentPassword: { code: 'required' } } });
        await requireProof(ctx, tx, account, { otp: proof.otp, passkey: proof.passkey }, { ...(current && { password: current }), passwordField: 'currentPassword', ip: caller.ip });
        const now = clock.now();
        await users.setPasswordHash(tx, account.id, passwordHash, now);
        await repo.revokeOtherSessions(tx, account.id, caller.sessionId, now);
        await auth.clearLoginFailures(tx, account.id);
        return recordCredentialChange(ctx, tx, { user: account, kind: 'password', change: current ? 'replaced' : 'added', ip: caller.ip });
      });
      await announceCredentialChange(ctx, caller.user, 'password', current ? 'replaced' : 'added', pausedUntil);
    },

    /**
     * In a re-authenticated session (the route's guard), an address refused like on /register when
     * invalid, disposable or taken. For an account made in Telegram, its first address (decision
     * 045), confirmed by the sign-up's link, which alone makes it count for KYC and withdrawals. For
     * an account that has one, its replacement (decision 048): the new address waits for the link
     * sent to it, and the current one, which keeps the notices and the reset until then, is told.
     */
    async setEmail(caller: SessionCaller, email: string): Promise<UserRow> {
      const parsed = emailSchema.safeParse(email);
      if (!parsed.success) throw new AppError('validation_failed', {}, { fields: { email: { code: 'invalid_email' } } });
      if (isDisposable(parsed.data)) throw new AppError('validation_failed', {}, { fields: { email: { code: 'email_disposable' } } });
      return caller.user.email === null ? addFirstEmail(caller, parsed.data) : askAddressChange(caller, caller.user.email, parsed.data);
    },

    /** An address change that waits for its link is dropped: the link then confirms nothing. */
    async cancelAddressChange(caller: SessionCaller): Promise<UserRow> {
      if (caller.user.email === null || caller.user.pending_email === null) throw new AppError('not_found');
      const updated = await users.setPendingEmail(db, caller.user.id, caller.user.email, null, clock.now());
      if (!updated) throw new AppError('not_found');
      return updated;
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
