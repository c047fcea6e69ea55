import { randomInt } from 'node:crypto';
import { ACCOUNT, MINING, invitationCode, languageOfTelegram, makeReferralCode } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import * as signals from '#server/modules/abuse-signals/abuse-signals.repository.ts';
import type { SignalHasher } from '#server/modules/abuse-signals/signal-hasher.ts';
import { hasPasskey } from '#server/modules/account/passkeys/passkeys.repository.ts';
import { spendSecondFactor, telegramSignInNeeds } from '#server/modules/account/two-step/second-factor-gate.ts';
import type { BotChallengeService } from '#server/modules/bot-challenge/bot-challenge.service.ts';
import type { TelegramIdentity } from '#server/modules/telegram-api/init-data.ts';
import { provenTelegramUser } from '#server/modules/telegram-api/telegram-proof.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import * as users from '#server/modules/users/users.repository.ts';
import { clearLoginFailures, countRecentLoginFailures, insertLoginFailure } from './auth.repository.ts';
import type { AuthService, ClientInfo, StartedSession } from './auth.service.ts';
import { baseNickname, nicknameWithSuffix } from './telegram-nickname.ts';
import { refuseSilentSwitch, type PresentSession } from './telegram-session-conflict.ts';

export interface TelegramSignInInput {
  initData: string;
  altcha?: string | undefined;
  otp?: string | undefined;
  switchAccount?: boolean | undefined;
}

export type TelegramSession = StartedSession & { created: boolean };

/** Tries at a free nickname and referral code before giving up (each a unique index's word). */
const INSERT_ATTEMPTS = 30;

/**
 * Sign in with Telegram (decision 045): the signed `initData` proves the Telegram user. A known one
 * signs into their account (with its app code when two-step is on, as /login asks); an unknown one
 * gets an account, after the proof-of-work challenge and with the abuse signals of a sign-up,
 * since farms script Telegram accounts too. No email is sent: the account has none.
 */
export function createTelegramSignInService(ctx: AppContext, hasher: SignalHasher, challenges: Pick<BotChallengeService, 'spend' | 'signIn'>, auth: AuthService) {
  const { db, clock } = ctx;

  /**
   * The account's second factor (decision 048): Telegram is one factor, so an app code (or a
   * recovery code) is asked when two-step is on, a wrong one counted toward the same lockout as
   * /login; an account with a passkey is refused with the methods it has (the webview cannot give
   * a passkey: the player signs in with their address and password). A link paused by a password
   * reset signs nobody in until its owner keeps it.
   */
  async function signInLinked(account: UserRow, otp: string | undefined, client: ClientInfo): Promise<StartedSession> {
    const outcome = await db.transaction(async (tx): Promise<UserRow | AppError> => {
      const found = await users.findUserById(tx, account.id, { forUpdate: true });
      if (!found) return new AppError('telegram_invalid');
      if (found.telegram_paused_at) return new AppError('telegram_paused');
      const needs = await telegramSignInNeeds(tx, found.id);
      if (needs === 'nothing') return found;
      if (needs === 'passkey') return new AppError('second_factor_required', {}, { methods: { code: false, passkey: true } });
      if (!otp) return new AppError('second_factor_required', {}, { methods: { code: true, passkey: await hasPasskey(tx, found.id) } });
      const now = clock.now();
      if ((await countRecentLoginFailures(tx, found.id, new Date(now.getTime() - ACCOUNT.loginLockWindowMs))) >= ACCOUNT.maxLoginAttempts) {
        return new AppError('too_many_attempts');
      }
      if (!(await spendSecondFactor(ctx, tx, found.id, otp))) {
        await insertLoginFailure(tx, found.id, now, client.ip, 'second_factor');
        return new AppError('second_factor_invalid');
      }
      await clearLoginFailures(tx, found.id);
      return found;
    });
    // Thrown after commit so that a counted failure is kept.
    if (outcome instanceof AppError) throw outcome;
    return auth.startProvenSession(outcome, 'bearer', client);
  }

  /** Null when a parallel first sign-in of the same Telegram user made the account first. */
  async function insertAccount(identity: TelegramIdentity, referredBy: string | null): Promise<UserRow | null> {
    const base = baseNickname(identity.username, identity.firstName);
    for (let attempt = 0; attempt < INSERT_ATTEMPTS; attempt++) {
      const nickname = attempt === 0 ? base : nicknameWithSuffix(base, String(randomInt(attempt < 10 ? 1000 : 100_000, attempt < 10 ? 10_000 : 1_000_000)));
      if (await users.isNicknameTaken(db, nickname)) continue;
      try {
        return await users.insertTelegramUser(db, {
          telegramId: identity.id,
          telegramUsername: identity.username,
          telegramFirstName: identity.firstName,
          nickname,
          referralCode: makeReferralCode(nickname, randomInt),
          referredBy,
          language: languageOfTelegram(identity.languageCode),
          miningRateNano: MINING.baseRateNano,
          now: clock.now(),
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_telegram_id_key')) return null;
        if (!isUniqueViolation(error, 'users_nickname_key') && !isUniqueViolation(error, 'users_referral_code_key')) throw error;
      }
    }
    throw new Error('no free nickname or referral code for a Telegram account');
  }

  return {
    async signIn(input: TelegramSignInInput, client: ClientInfo, present: PresentSession | null = null): Promise<TelegramSession> {
      const identity = provenTelegramUser(ctx, input.initData, ctx.config.telegram.authMaxAgeMs);
      const linked = await users.findUserByTelegramId(db, identity.id);
      refuseSilentSwitch(present, linked?.id ?? null, input.switchAccount);
      if (linked) return { ...(await signInLinked(linked, input.otp, client)), created: false };

      // Before anything is written: a farm pays the proof-of-work for each account, as on /register.
      await challenges.spend(input.altcha);
      // A code that matches nobody is ignored, as the original did: the account is made without a referrer.
      const code = invitationCode(identity.startParam);
      const referredBy = code ? await users.findUserIdByReferralCode(db, code) : null;
      const user = await insertAccount(identity, referredBy);
      if (!user) {
        // Made by a parallel first sign-in of the same player: both end in that one account.
        const made = await users.findUserByTelegramId(db, identity.id);
        if (!made) throw new AppError('telegram_invalid');
        return { ...(await signInLinked(made, input.otp, client)), created: false };
      }
      await signals.insertSignal(db, { userId: user.id, kind: 'sign_up', at: clock.now(), ...hasher.origin(client), referralCode: referredBy ? code : null, referrerId: referredBy });
      ctx.metrics?.business.signedUp();
      return { ...(await auth.startFirstSession(user, 'bearer', client)), created: true };
    },
  };
}
