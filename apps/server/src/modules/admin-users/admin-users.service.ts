import { randomUUID } from 'node:crypto';
import { ADMIN } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { IdempotencyKey } from '#server/modules/idempotency/idempotency-key.ts';
import { answering, idempotent } from '#server/modules/idempotency/keyed-transaction.ts';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import { revokeAdminAccess } from '#server/modules/admin-gate/admin-gate.repository.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import { announceCredentialChange, holdWithdrawals } from '#server/modules/account/credentials/credential-changes.ts';
import { revokeAllSessions } from '#server/modules/account/sessions/sessions.repository.ts';
import { liftMeasures, recordDecision } from '#server/modules/decisions/decisions.repository.ts';
import * as ledger from '#server/modules/ledger/ledger.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { findUserById } from '#server/modules/users/users.repository.ts';
import { hasSignInSecondFactor } from '#server/modules/account/two-step/second-factor-gate.ts';
import { deleteFactor, isTotpActive } from '#server/modules/account/two-step/two-step.repository.ts';
import * as repo from './admin-users.repository.ts';

export function createAdminUsersService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function target(actor: Actor, userId: string, options: { notSelf?: boolean } = {}): Promise<UserRow> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new AppError('not_found');
    if (options.notSelf && userId === actor.user.id) throw new AppError('forbidden');
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('not_found');
    return user;
  }

  return {
    /** Accounts, newest first (created_at, id), a page at a time. */
    search(query: string | undefined, page: { cursor?: string | undefined; limit: number }) {
      return keysetPage({ cursor: page.cursor, limit: page.limit }, {
        parse: sortKeys.timeAndUuid,
        read: (after, limit) => repo.searchUsers(db.lagTolerant, query, after, limit),
        keyOf: (row) => [row.sort_at, row.id],
        item: (row): UserRow => row,
      });
    },

    async detail(actor: Actor, userId: string) {
      const user = await target(actor, userId);
      const [referrer, entries, sessions, referrals, twoStep] = await Promise.all([
        repo.findReferrer(db, user.referred_by),
        repo.listRecentLedger(db, user.id, ADMIN.userLedgerShown),
        repo.listRecentSessions(db, user.id, ADMIN.userSessionsShown),
        repo.referralsOf(db, user.id, 10, clock.now()),
        isTotpActive(db, user.id),
      ]);
      return { user, referrer, entries, sessions, referrals, twoStep };
    },

    /**
     * A banned user is signed out everywhere and cannot sign in or mine. A ban is a decision with a
     * category and the note meant for the player (decision 061); the unban lifts it.
     */
    async setBanned(actor: Actor, userId: string, banned: boolean, reason: string, told: { category?: string | undefined; note?: string | undefined } = {}): Promise<UserRow> {
      await target(actor, userId, { notSelf: true });
      return db.transaction(async (tx) => {
        const now = clock.now();
        const updated = await repo.setBanned(tx, userId, banned, now);
        if (!updated) throw new AppError('validation_failed');
        if (banned) await revokeAllSessions(tx, userId, now);
        if (banned) await recordDecision(tx, { userId, kind: 'ban', category: told.category ?? 'other', note: told.note, evidence: { reason }, decidedBy: actor.user.id, now });
        else await liftMeasures(tx, [userId], 'ban', now);
        await appendAudit(tx, {
          actorId: actor.user.id, actorLabel: actor.user.email, action: banned ? 'user_banned' : 'user_unbanned', targetType: 'user', targetId: userId,
          before: { banned: !banned }, after: { banned, reason, ...(banned ? { category: told.category, note: told.note ?? null } : {}) }, ip: actor.ip, now,
        });
        return updated;
      });
    },

    /**
     * Demotion also drops the access code and locks every session of that admin. Promotion, as the
     * CLI's grant, only for an account with a second factor that signs in (decisions 039, 048): the
     * gate would refuse it anyway, but the role must not wait there for a password alone.
     */
    async setRole(actor: Actor, userId: string, role: 'user' | 'admin'): Promise<UserRow> {
      const before = await target(actor, userId, { notSelf: true });
      return db.transaction(async (tx) => {
        const now = clock.now();
        if (role === 'admin' && before.role !== 'admin' && !(await hasSignInSecondFactor(tx, userId))) throw new AppError('admin_needs_second_factor');
        const updated = await repo.setUserRole(tx, userId, role, now);
        if (!updated) return before;
        if (role === 'user') await revokeAdminAccess(tx, userId);
        await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: role === 'admin' ? 'admin_granted' : 'admin_revoked', targetType: 'user', targetId: userId, before: { role: before.role }, after: { role }, ip: actor.ip, now });
        return updated;
      });
    },

    /**
     * Support's answer to a player who lost their authenticator and their recovery codes (decision
     * 024): the app factor and its recovery codes go, every session of the player ends (the lost
     * phone may still be signed in), and the player is told by email, so a reset they did not ask
     * for is noticed. Not on one's own account: that needs the password and a code.
     */
    async resetTwoStep(actor: Actor, userId: string, reason: string): Promise<void> {
      const user = await target(actor, userId, { notSelf: true });
      const pausedUntil = await db.transaction(async (tx) => {
        const now = clock.now();
        // Of two admins resetting at once, the second finds nothing left to delete and rolls back.
        if (!(await isTotpActive(tx, userId)) || !(await deleteFactor(tx, userId))) throw new AppError('not_found');
        await revokeAllSessions(tx, userId, now);
        await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: 'two_step_reset', targetType: 'user', targetId: userId, before: { twoStep: true }, after: { twoStep: false, reason }, ip: actor.ip, now });
        // A reset by support is how a social engineer would remove it: the money waits as after any removal (decision 048).
        return holdWithdrawals(ctx, tx, userId, 'app_code');
      });
      await announceCredentialChange(ctx, user, 'app_code', 'removed', pausedUntil);
    },

    /** A signed amount of nano-FRE (the route's schema refuses zero) with a reason, as one ledger row and one audit entry. */
    /** One ledger row per Idempotency-Key (decision 053): the admin's retry gets the adjustment it made. */
    adjustBalance: (actor: Actor, userId: string, amountText: string, reason: string, key: IdempotencyKey | null = null) => idempotent(db, key, async () => {
      const user = await target(actor, userId);
      const amountNano = BigInt(amountText);
      return db.transaction(answering(key, clock, 200, async (tx) => {
        const now = clock.now();
        const ref = randomUUID();
        const result = await ledger.post(tx, { userId: user.id, kind: 'admin_adjustment', amountNano, ref, countsAsMined: false, now, meta: { reason, adminId: actor.user.id } });
        if (!result) throw new AppError('insufficient_balance');
        await appendAudit(tx, {
          actorId: actor.user.id, actorLabel: actor.user.email, action: 'balance_adjusted', targetType: 'user', targetId: user.id,
          // In nano-FRE digits, named so: the entries written before hold decimal FRE under `balance` and `amount` (docs/decisions/077).
          before: { balanceNano: (result.balance - amountNano).toString() }, after: { balanceNano: result.balance.toString(), amountNano: amountNano.toString(), reason }, ip: actor.ip, now,
        });
        return { balance: result.balance.toString(), ledgerId: result.entryId.toString() };
      }));
    }),
  };
}
