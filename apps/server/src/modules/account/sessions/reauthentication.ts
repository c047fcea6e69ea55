import type { ReauthMethods } from '@fre/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { requireUser } from '#server/http/authenticate.ts';
import { requiring } from '#server/http/route-contract.ts';
import { clearLoginFailures } from '#server/modules/account/sign-in/auth.repository.ts';
import { verifyPasskeyAssertion } from '#server/modules/account/passkeys/passkey-assertion.ts';
import { hasPasskey } from '#server/modules/account/passkeys/passkeys.repository.ts';
import { checkPassword, requireProof, type PersonProof } from '#server/modules/account/two-step/second-factor-gate.ts';
import { isTotpActive } from '#server/modules/account/two-step/two-step.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { lockUserWithPassword } from '#server/modules/users/users.repository.ts';
import type { SessionCaller } from './account-security.service.ts';
import { markReauthenticated } from './sessions.repository.ts';
import { freshTelegramUser, requireOwnTelegram, spendTelegramProofOnce } from './password-or-telegram.ts';

/**
 * Re-authentication, the "sudo mode" of GitHub and Google (decision 039): before a session adds or
 * removes a passkey or an app code, renews recovery codes, links a wallet or exports the account's
 * data, the person proves themselves again, and the session may do those things for
 * REAUTH_WINDOW_MINUTES. A stolen cookie alone can then read and spend nothing new, and cannot
 * plant a credential that outlives it.
 */
export function createReauthentication(ctx: AppContext) {
  const { db, clock } = ctx;

  /**
   * `telegram`: a freshly signed initData of the account's Telegram user (decision 045), only for an
   * account with neither a password nor a passkey (decision 048): where one of those exists, a
   * Telegram link someone else added must not stand for it.
   */
  async function methods(user: UserRow): Promise<ReauthMethods> {
    const [code, passkey] = await Promise.all([isTotpActive(db, user.id), hasPasskey(db, user.id)]);
    const telegram = user.telegram_id !== null && user.telegram_paused_at === null && !user.has_password && !passkey && Boolean(ctx.config.telegram.botToken);
    return { password: user.has_password, code, passkey, telegram };
  }

  function until(request: FastifyRequest): Date | null {
    const at = request.reauthenticatedAt;
    if (!at) return null;
    const end = new Date(at.getTime() + ctx.config.reauthWindowMs);
    return end > clock.now() ? end : null;
  }

  return {
    async status(request: FastifyRequest) {
      const user = requireUser(request);
      return { until: until(request)?.toISOString() ?? null, methods: await methods(user) };
    },

    /**
     * The password with the account's second factor when it has one, or a passkey alone (it stands
     * for both, decision 026), or, for an account with neither (made in Telegram), a freshly signed
     * initData of its own Telegram user, spent once, with the app code when one is on (decisions
     * 045, 048). Checked as every proof is (second-factor-gate.ts): below the sign-in lockout, wrong
     * ones counted in it. Success clears the failures, as a sign-in does.
     */
    async reauthenticate(caller: SessionCaller, proof: PersonProof & { telegram?: string | undefined }): Promise<void> {
      const sessionId = caller.sessionId;
      if (!sessionId) throw new AppError('unauthenticated');
      const telegram = proof.password === undefined ? freshTelegramUser(ctx, proof.telegram) : undefined;
      const password = proof.password === undefined ? undefined : await checkPassword(db, caller.user.id, proof.password);
      await db.transaction(async (tx) => {
        const account = await lockUserWithPassword(tx, caller.user.id);
        if (!account) throw new AppError('unauthenticated');
        if (telegram) {
          if (account.password_hash !== null) throw new AppError('validation_failed', {}, { fields: { password: { code: 'required' } } });
          if (await hasPasskey(tx, account.id)) throw new AppError('validation_failed', {}, { fields: { passkey: { code: 'required' } } });
          requireOwnTelegram(account, telegram);
        }
        if (password || telegram) await requireProof(ctx, tx, account, { otp: proof.otp, passkey: proof.passkey }, { ...(password && { password }), ip: caller.ip });
        else await verifyPasskeyAssertion(ctx, tx, proof.passkey!, { purpose: 'confirm', userId: account.id });
        if (telegram) await spendTelegramProofOnce(ctx, tx, telegram);
        await clearLoginFailures(tx, account.id);
        await markReauthenticated(tx, sessionId, clock.now());
      });
    },

    /** A preHandler: the route runs only for a session re-authenticated within the window; else 403 with what the account can prove itself with. */
    required: requiring('recent-reauthentication', async (request: FastifyRequest): Promise<void> => {
      const user = requireUser(request);
      if (until(request)) return;
      throw new AppError('reauthentication_required', {}, { methods: await methods(user) });
    }),
  };
}

export type Reauthentication = ReturnType<typeof createReauthentication>;
