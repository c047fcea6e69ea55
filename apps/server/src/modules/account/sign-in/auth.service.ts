import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { ACCOUNT, MINING, makeReferralCode, type Decision, type Language, type registerRequest } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import { t } from '#server/lib/i18n.ts';
import { hashToken, newToken } from '#server/lib/tokens.ts';
import * as signals from '#server/modules/abuse-signals/abuse-signals.repository.ts';
import type { RequestOrigin, SignalHasher } from '#server/modules/abuse-signals/signal-hasher.ts';
import type { BotChallengeService } from '#server/modules/bot-challenge/bot-challenge.service.ts';
import * as sessions from '#server/modules/account/sessions/sessions.repository.ts';
import { deviceName, sessionDevice } from '#server/modules/account/sessions/device-name.ts';
import { announceCredentialChange, recordCredentialChange } from '#server/modules/account/credentials/credential-changes.ts';
import { sendSecurityNotice } from '#server/modules/account/sessions/security-notices.ts';
import { dropExpiredBoosts } from '#server/modules/mining/mining.repository.ts';
import { passwordResetEmail } from '#server/modules/email/templates.ts';
import { pausePasskeys } from '#server/modules/account/passkeys/passkeys.repository.ts';
import { signInNeeds, spendSecondFactor } from '#server/modules/account/two-step/second-factor-gate.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import * as users from '#server/modules/users/users.repository.ts';
import * as repo from './auth.repository.ts';
import { sendVerificationEmail } from './email-verification.ts';
import { createDisposableEmailCheck } from './disposable-email.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';

/** The checked sign-up (its bot challenge spent apart), in the language the route settled on when the form gave none. */
export type RegisterInput = Omit<z.infer<typeof registerRequest>, 'confirmPassword' | 'altcha' | 'language'> & { language: Language };

/** Kept raw on the session (the user's own device list); only hashed in the abuse signals. */
export type ClientInfo = RequestOrigin;

export interface StartedSession {
  user: UserRow;
  token: string;
}

const REFERRAL_CODE_ATTEMPTS = 20;

/**
 * `banOf`: the ban in force on an account with its reason and appeal (appeals module, decision 061),
 * told to its owner once their password and second factor proved them, so they know why and can appeal.
 */
export function createAuthService(
  ctx: AppContext, hasher: SignalHasher, challenges: Pick<BotChallengeService, 'spend' | 'signIn'>, banOf: (userId: string) => Promise<Decision | null> = async () => null,
) {
  const { db, clock } = ctx;
  const banned = async (userId: string) => new AppError('account_banned', {}, { decision: await banOf(userId) });
  const isDisposable = createDisposableEmailCheck(ctx.config.disposableEmailAllow);

  /** A sign-in from a device the account never used tells its owner (decision 023); the sign-up's session does not. */
  async function startSession(user: UserRow, kind: sessions.SessionKind, client: ClientInfo, options: { firstSession?: boolean } = {}): Promise<StartedSession> {
    const token = newToken();
    const now = clock.now();
    const device = sessionDevice(client);
    const known = options.firstSession || (await sessions.isKnownDevice(db, user.id, device));
    await sessions.insertSession(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      kind,
      now,
      expiresAt: new Date(now.getTime() + ACCOUNT.sessionTtlMs),
      ip: client.ip,
      userAgent: client.userAgent,
      device,
    });
    if (!known) await sendSecurityNotice(ctx, user, 'new_device', { device: deviceName(client.userAgent) ?? t('email', user.language, 'notice.unknownDevice') });
    return { user, token };
  }

  const sendVerification = (user: UserRow) => sendVerificationEmail(ctx, user);

  async function insertWithUniqueCode(input: RegisterInput, passwordHash: string, referredBy: string | null): Promise<UserRow> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await users.insertUser(db, {
          email: input.email,
          nickname: input.nickname,
          passwordHash,
          referralCode: makeReferralCode(input.nickname, randomInt),
          referredBy,
          language: input.language,
          miningRateNano: MINING.baseRateNano,
          now: clock.now(),
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw new AppError('email_in_use', {}, { fields: { email: { code: 'email_in_use' } } });
        if (isUniqueViolation(error, 'users_nickname_key')) throw new AppError('nickname_taken', {}, { fields: { nickname: { code: 'nickname_taken' } } });
        if (!isUniqueViolation(error, 'users_referral_code_key') || attempt >= REFERRAL_CODE_ATTEMPTS) throw error;
      }
    }
  }

  return {
    /** `altcha`: a solved bot challenge, always required, spent before anything else is looked at. */
    async register(input: RegisterInput, client: ClientInfo, altcha: string | undefined): Promise<StartedSession> {
      await challenges.spend(altcha);
      // Checked before any other query: a refused throwaway address leaves nothing behind.
      if (isDisposable(input.email)) throw new AppError('validation_failed', {}, { fields: { email: { code: 'email_disposable' } } });
      if (await users.isNicknameTaken(db, input.nickname)) throw new AppError('nickname_taken', {}, { fields: { nickname: { code: 'nickname_taken' } } });
      if (await users.findUserByEmail(db, input.email)) throw new AppError('email_in_use', {}, { fields: { email: { code: 'email_in_use' } } });
      // A code that matches nobody is ignored, as the original did: sign-up goes on without a referrer.
      const code = input.referralCode?.trim().toUpperCase();
      const referredBy = code ? await users.findUserIdByReferralCode(db, code) : null;
      const user = await insertWithUniqueCode(input, await hashPassword(input.password), referredBy);
      // Before the email goes out, so that its verification always finds this row to time.
      await signals.insertSignal(db, { userId: user.id, kind: 'sign_up', at: clock.now(), ...hasher.origin(client), referralCode: referredBy ? code : null, referrerId: referredBy });
      ctx.metrics?.business.signedUp();
      await sendVerification(user);
      return startSession(user, 'cookie', client, { firstSession: true });
    },

    /**
     * The link of a confirmation: the sign-up's address (or a first one added later), or an address
     * meant to replace the account's (decision 048), which becomes the account's now: audited, with
     * withdrawals held, and the old address told.
     */
    async verifyEmail(token: string, bearerFor?: ClientInfo): Promise<{ user: UserRow; replaced: boolean; token?: string }> {
      let confirmed: { user: UserRow; replaced?: { before: UserRow; pausedUntil: Date } };
      try {
        confirmed = await db.transaction(async (tx) => {
          const now = clock.now();
          const userId = await repo.consumeEmailToken(tx, hashToken(token), 'verify_email', now);
          if (userId) {
            const verified = await users.markEmailVerified(tx, userId, now);
            // After the user row, in the order every writer of both takes them.
            await signals.markEmailVerified(tx, userId, now);
            return { user: verified };
          }
          const changerId = await repo.consumeEmailToken(tx, hashToken(token), 'email_change', now);
          const before = changerId ? await users.findUserById(tx, changerId, { forUpdate: true }) : null;
          const after = before ? await users.confirmPendingEmail(tx, before.id, now) : null;
          // Cancelled, or dropped by a password reset, since the link was sent.
          if (!before || !after) throw new AppError('invalid_token');
          const pausedUntil = await recordCredentialChange(ctx, tx, { user: before, kind: 'email', change: 'replaced', label: after.email, ip: null });
          return { user: after, replaced: { before, pausedUntil } };
        });
      } catch (error) {
        // Taken by another account since it was asked.
        if (isUniqueViolation(error, 'users_email_key')) throw new AppError('email_in_use');
        throw error;
      }
      if (confirmed.replaced) await announceCredentialChange(ctx, confirmed.replaced.before, 'email', 'replaced', confirmed.replaced.pausedUntil, { email: confirmed.user.email! });
      else ctx.metrics?.business.emailVerified();
      const replaced = confirmed.replaced !== undefined;
      // The link proves the mailbox as the password would (a reset already trusts it), so it signs
      // in where the password alone would: not a new address of an account, nor past a second factor (decision 078).
      if (!bearerFor || replaced || confirmed.user.banned_at || (await signInNeeds(db, confirmed.user)) !== 'nothing') return { user: confirmed.user, replaced };
      await signals.insertSignal(db, { userId: confirmed.user.id, kind: 'sign_in', at: clock.now(), ...hasher.origin(bearerFor) });
      const session = await startSession(confirmed.user, 'bearer', bearerFor);
      return { user: confirmed.user, replaced, token: session.token };
    },

    /**
     * A bearer token renewed before it ends (decision 078): the caller's session gets a new token and
     * the presented one stops at once; the session keeps its place in the device list and its
     * sign-in's absolute limit. 401 when the token is not (or no longer) a live bearer session's.
     */
    async refreshToken(sessionId: string, presentedToken: string): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = await sessions.rotateBearerToken(db, {
        sessionId, presentedHash: hashToken(presentedToken), newHash: hashToken(token), now: clock.now(), ttlMs: ACCOUNT.sessionTtlMs, maxAgeMs: ACCOUNT.sessionMaxAgeMs,
      });
      if (!expiresAt) throw new AppError('unauthenticated');
      return { token, expiresAt };
    },

    /** Quietly does nothing for a verified account or within the resend countdown. */
    async resendVerification(user: UserRow): Promise<void> {
      if (user.email_verified) return;
      const last = await repo.lastEmailTokenAt(db, user.id, 'verify_email');
      const waited = last ? clock.now().getTime() - last.getTime() : Infinity;
      if (waited < 60_000) throw new AppError('rate_limited').retryAfter((60_000 - waited) / 1000);
      await sendVerification(user);
    },

    /**
     * At most maxLoginAttempts failures per account per window, holding under parallel requests:
     * the user row is locked while failures are counted and recorded. The password is hashed
     * before, so that no row lock or pooled connection waits on argon2 (decision 038). After a few
     * recent failures of the address or its network, a solved bot challenge (`altcha`) first.
     */
    async login(email: string, password: string, kind: sessions.SessionKind, client: ClientInfo, altcha: string | undefined, otp?: string): Promise<StartedSession> {
      // Before the password is hashed: without a needed challenge, nothing else is done.
      await challenges.signIn.check(email, client.ip, altcha);
      const candidate = await users.findUserByEmail(db, email);
      const matches = candidate ? await verifyPassword(candidate.password_hash, password) : (await burnPasswordCheck(password), false);
      const user = await db.transaction(async (tx) => {
        const found = await users.findUserByEmail(tx, email, { forUpdate: true });
        if (!found) return { failed: true as const };
        const now = clock.now();
        const since = new Date(now.getTime() - ACCOUNT.loginLockWindowMs);
        if ((await repo.countRecentLoginFailures(tx, found.id, since)) >= ACCOUNT.maxLoginAttempts) {
          return { locked: true as const };
        }
        // A password changed since it was read proved nothing: refused, not counted. An account
        // without one (made in Telegram) cannot be guessed into: counting would let anyone who knows
        // its address shut its Telegram sign-in, which shares the lockout (decision 048).
        if (found.password_hash !== candidate?.password_hash || found.password_hash === null) return { failed: true as const };
        if (!matches) {
          await repo.insertLoginFailure(tx, found.id, now, client.ip, 'password');
          return { failed: true as const };
        }
        // The password alone neither signs in nor clears the failures: guessing codes stays locked out.
        const needs = await signInNeeds(tx, found);
        if (needs === 'passkey') return { secondFactor: 'second_factor_required' as const };
        if (needs === 'code') {
          if (!otp) return { secondFactor: 'second_factor_required' as const };
          if (!(await spendSecondFactor(ctx, tx, found.id, otp))) {
            await repo.insertLoginFailure(tx, found.id, now, client.ip, 'second_factor');
            return { secondFactor: 'second_factor_invalid' as const };
          }
        }
        await repo.clearLoginFailures(tx, found.id);
        return { user: found };
      });
      if ('secondFactor' in user && user.secondFactor === 'second_factor_required') throw new AppError('second_factor_required');
      // Thrown after commit so that the failure row is kept.
      if ('locked' in user || 'failed' in user || 'secondFactor' in user) {
        // An unknown address counts like a known one: the next answers do not tell them apart.
        await challenges.signIn.failed(email, client.ip);
        throw new AppError('locked' in user ? 'too_many_attempts' : 'failed' in user ? 'invalid_credentials' : 'second_factor_invalid');
      }
      await challenges.signIn.succeeded(email);
      if (user.user.banned_at) throw await banned(user.user.id);
      await dropExpiredBoosts(db, user.user.id, clock.now());
      await signals.insertSignal(db, { userId: user.user.id, kind: 'sign_in', at: clock.now(), ...hasher.origin(client) });
      return startSession(user.user, kind, client);
    },

    /** The first session of an account just made (by Telegram, decision 045): no new-device notice, as after sign-up. */
    startFirstSession(user: UserRow, kind: sessions.SessionKind, client: ClientInfo): Promise<StartedSession> {
      return startSession(user, kind, client, { firstSession: true });
    },

    /** A sign-in proved by other means than the password (a passkey, decision 026): what follows a right one. */
    async startProvenSession(user: UserRow, kind: sessions.SessionKind, client: ClientInfo): Promise<StartedSession> {
      if (user.banned_at) throw await banned(user.id);
      await dropExpiredBoosts(db, user.id, clock.now());
      await signals.insertSignal(db, { userId: user.id, kind: 'sign_in', at: clock.now(), ...hasher.origin(client) });
      return startSession(user, kind, client);
    },

    async logout(sessionId: string): Promise<void> {
      await sessions.revokeSession(db, sessionId, clock.now());
    },

    /** Same answer whether the address has an account or not; `altcha` is always required, spent first. */
    async requestPasswordReset(email: string, altcha: string | undefined): Promise<void> {
      await challenges.spend(altcha);
      const user = await users.findUserByEmail(db, email);
      if (!user || user.banned_at) return;
      const last = await repo.lastEmailTokenAt(db, user.id, 'password_reset');
      if (last && clock.now().getTime() - last.getTime() < 60_000) return;
      const token = newToken();
      const now = clock.now();
      await repo.insertEmailToken(db, { userId: user.id, purpose: 'password_reset', tokenHash: hashToken(token), now, expiresAt: new Date(now.getTime() + ACCOUNT.passwordResetTtlMs) });
      await ctx.mailer.send(passwordResetEmail(user.language, email, user.nickname, `${ctx.config.appUrl}/reset-password?token=${token}`));
    },

    /**
     * A reset ends every session and forgets wrong passwords, never wrong codes: a mailbox is not a
     * second factor, and must not buy faster code guesses. The account's passkeys stop signing in
     * until the player keeps them from a re-authenticated session (decision 039), and so does its
     * Telegram link (decision 048): a way in someone else added does not outlive the reset meant to
     * shut them out. A new password is a credential change: notice, audit, withdrawals held.
     */
    async confirmPasswordReset(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        const now = clock.now();
        const userId = await repo.consumeEmailToken(tx, hashToken(token), 'password_reset', now);
        if (!userId) throw new AppError('invalid_token');
        await users.setPasswordHash(tx, userId, passwordHash, now);
        await sessions.revokeAllSessions(tx, userId, now);
        await repo.clearLoginFailures(tx, userId, ['password']);
        await pausePasskeys(tx, userId, now);
        await users.pauseTelegramAndDropAddressChange(tx, userId, now);
        const account = (await users.findUserById(tx, userId))!;
        return { account, pausedUntil: await recordCredentialChange(ctx, tx, { user: account, kind: 'password', change: 'replaced', ip: null }) };
      });
      await announceCredentialChange(ctx, changed.account, 'password', 'replaced', changed.pausedUntil);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
