import { TWO_STEP } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { freshTelegramUser, requirePasswordOrTelegram } from '#server/modules/account/sessions/password-or-telegram.ts';
import { announceCredentialChange, recordCredentialChange } from '#server/modules/account/credentials/credential-changes.ts';
import { lockAllSessionsOf } from '#server/modules/account/sessions/sessions.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { lockUserWithPassword } from '#server/modules/users/users.repository.ts';
import { checkPassword } from './second-factor-gate.ts';
import { open, seal } from './secret-box.ts';
import { loadTotpKey } from './totp-key.ts';
import { hashRecoveryCode, matchingStep, newRecoveryCode, newTotpSecret, otpauthUrl } from './totp-codes.ts';
import * as repo from './two-step.repository.ts';

export function createTwoStepService(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    async status(user: UserRow) {
      const totp = await repo.isTotpActive(db, user.id);
      return { totp, recoveryCodesLeft: totp ? await repo.countRecoveryCodesLeft(db, user.id) : 0 };
    },

    /** A new secret, pending until a code from it is confirmed; asking again replaces it. */
    async startEnrolment(user: UserRow) {
      const secret = newTotpSecret();
      const sealed = seal(await loadTotpKey(ctx.config), secret);
      if (!(await repo.putPendingFactor(db, user.id, sealed, clock.now()))) throw new AppError('second_factor_already_active');
      return { secret, otpauthUrl: otpauthUrl(secret, user.email ?? user.nickname) };
    },

    /**
     * A code of the pending secret turns it on and returns the recovery codes, in clear this once.
     * Of parallel confirms, the conditional UPDATE lets one through.
     */
    async confirm(user: UserRow, code: string, ip: string) {
      const factor = await repo.findFactor(db, user.id);
      if (!factor) throw new AppError('second_factor_not_pending');
      if (factor.confirmed_at) throw new AppError('second_factor_already_active');
      const now = clock.now();
      const step = matchingStep(open(await loadTotpKey(ctx.config), factor.secret_sealed), code, now);
      if (step === null) throw new AppError('second_factor_invalid');
      const codes = Array.from({ length: TWO_STEP.recoveryCodeCount }, newRecoveryCode);
      const pausedUntil = await db.transaction(async (tx) => {
        if (!(await repo.confirmFactor(tx, user.id, factor.secret_sealed, step, now))) {
          // Another confirm won, or a newer enrolment replaced the secret this code belongs to.
          throw new AppError((await repo.isTotpActive(tx, user.id)) ? 'second_factor_already_active' : 'second_factor_not_pending');
        }
        await repo.insertRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode), now);
        return recordCredentialChange(ctx, tx, { user, kind: 'app_code', change: 'added', ip });
      });
      await announceCredentialChange(ctx, user, 'app_code', 'added', pausedUntil);
      return { recoveryCodes: codes };
    },

    /**
     * Both the password and a code (or a recovery code): a stolen session alone cannot turn it off.
     * The password is hashed before the transaction; the row lock then counts parallel guesses one
     * at a time (decision 038). An account without a password (made in Telegram, decision 045)
     * shows a freshly signed initData (`telegram`) in its place.
     */
    async disable(user: UserRow, proof: { password?: string | undefined; telegram?: string | undefined }, code: string, ip: string) {
      const checked = proof.password === undefined ? undefined : await checkPassword(db, user.id, proof.password);
      const telegram = checked ? undefined : freshTelegramUser(ctx, proof.telegram);
      const pausedUntil = await db.transaction(async (tx) => {
        const account = await lockUserWithPassword(tx, user.id);
        if (!account) throw new AppError('unauthenticated');
        if (!(await repo.isTotpActive(tx, user.id))) throw new AppError('second_factor_not_pending');
        await requirePasswordOrTelegram(ctx, tx, account, { otp: code, password: checked, telegram }, { ip });
        await repo.deleteFactor(tx, user.id);
        // The back office opened with this factor closes with it: a new one means a new unlock with the access code.
        await lockAllSessionsOf(tx, user.id);
        return recordCredentialChange(ctx, tx, { user, kind: 'app_code', change: 'removed', ip });
      });
      await announceCredentialChange(ctx, user, 'app_code', 'removed', pausedUntil);
    },

    /** New recovery codes in place of the old ones (a re-authenticated session, decision 039), shown this once. */
    async renewRecoveryCodes(user: UserRow, ip: string) {
      const codes = Array.from({ length: TWO_STEP.recoveryCodeCount }, newRecoveryCode);
      const pausedUntil = await db.transaction(async (tx) => {
        if (!(await repo.isTotpActive(tx, user.id))) throw new AppError('second_factor_not_pending');
        await repo.insertRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode), clock.now());
        return recordCredentialChange(ctx, tx, { user, kind: 'recovery_codes', change: 'replaced', ip });
      });
      await announceCredentialChange(ctx, user, 'recovery_codes', 'replaced', pausedUntil);
      return { recoveryCodes: codes };
    },
  };
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
