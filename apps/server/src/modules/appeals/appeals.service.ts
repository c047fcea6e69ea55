import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { isUniqueViolation, type Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import { attemptPassword } from '#server/modules/account/sign-in/password-attempt.ts';
import type { BotChallengeService } from '#server/modules/bot-challenge/bot-challenge.service.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import * as appeals from './appeals.repository.ts';
import { decisionView } from './appeal-views.ts';
import * as decisions from '#server/modules/decisions/decisions.repository.ts';
import { overturn } from './overturn.ts';

/** Where the player reads the answer: the page of what was decided. */
const LINK: Record<decisions.DecisionRow['kind'], string> = {
  ban: '/', mining_freeze: '/', referral_freeze: '/referrals', kyc_rejection: '/kyc', withdrawal_rejection: '/withdrawal',
};

const isId = (id: string) => /^\d{1,18}$/.test(id);

/** The queue's sort key: a time to the microsecond (db/keyset-page.ts) and the appeal's bigint id. */
function timeAndId(values: unknown[]): { at: string; id: string } | null {
  const [at, id] = values;
  if (values.length !== 2 || typeof at !== 'string' || typeof id !== 'string' || !isId(id)) return null;
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) && !Number.isNaN(Date.parse(at)) ? { at, id } : null;
}

/**
 * Decisions about a player and their one appeal each (decision 061). The player files; an admin
 * answers once: upheld keeps the decision, overturned undoes it in the answer's transaction.
 */
export function createAppealsService(ctx: AppContext, challenges: Pick<BotChallengeService, 'signIn'>) {
  const { db, clock } = ctx;

  /** One appeal per decision: the unique constraint decides between two at once; the loser is told which state it found. */
  async function file(userId: string, decisionId: string, text: string, via: 'app' | 'sign_in') {
    if (!isId(decisionId)) throw new AppError('not_found');
    const decision = await decisions.findDecision(db, decisionId);
    if (!decision || decision.user_id !== userId) throw new AppError('not_found');
    const refused = (existing: appeals.AppealRow) => new AppError(existing.status === 'pending' ? 'appeal_pending' : 'appeal_answered');
    const existing = await appeals.appealOfDecision(db, decisionId);
    if (existing) throw refused(existing);
    if (decision.lifted_at) throw new AppError('appeal_not_open');
    try {
      const appeal = await appeals.insertAppeal(db, { decisionId, userId, text, via, now: clock.now() });
      return decisionView(decision, appeal);
    } catch (error) {
      if (!isUniqueViolation(error, 'appeals_decision_id_key')) throw error;
      throw refused((await appeals.appealOfDecision(db, decisionId))!);
    }
  }

  /** The pending appeals' count, and the queue a page at a time with each decision's evidence. */
  async function queue(status: 'pending' | 'answered', page: { cursor?: string | undefined; limit: number }) {
    const [items, pending] = await Promise.all([
      keysetPage({ cursor: page.cursor, limit: page.limit }, {
        parse: timeAndId,
        read: (after, limit) => appeals.queue(db, status, after, limit),
        keyOf: (row) => [row.sort_at, row.id],
        item: (row) => row,
      }),
      appeals.countPending(db),
    ]);
    return { ...items, pending };
  }

  async function answer(actor: Actor, appealId: string, outcome: 'upheld' | 'overturned', reason: string) {
    if (!isId(appealId)) throw new AppError('not_found');
    await db.transaction(async (tx: Queryable) => {
      const now = clock.now();
      const answered = await appeals.answerAppeal(tx, { id: appealId, status: outcome, answer: reason, adminId: actor.user.id, now });
      if (!answered) throw new AppError((await appeals.appealExists(tx, appealId)) ? 'appeal_answered' : 'not_found');
      const decision = (await decisions.findDecision(tx, answered.decision_id))!;
      let undone: Record<string, string> = {};
      if (outcome === 'overturned' && (await decisions.liftOnAppeal(tx, decision.id, now))) {
        undone = await overturn(ctx, tx, decision, now);
        await appeals.recordUndone(tx, appealId, undone);
      }
      await insertNotification(tx, { userId: decision.user_id, type: `appeal_${outcome}`, params: { kind: decision.kind }, link: LINK[decision.kind], now });
      await appendAudit(tx, {
        actorId: actor.user.id, actorLabel: actor.user.email, action: `appeal_${outcome}`, targetType: 'user', targetId: decision.user_id,
        before: { appeal: appealId, decision: decision.id, kind: decision.kind, inForce: decision.lifted_at === null }, after: { reason, undone }, ip: actor.ip, now,
      });
    });
  }

  return {
    /** A signed-in player's appeal of a decision about them. */
    file: (user: UserRow, decisionId: string, text: string) => file(user.id, decisionId, text, 'app'),

    /**
     * A banned account's appeal from the sign-in page: the password proves the owner, checked and
     * counted as a sign-in. Whoever does not know it gets sign-in's answer; only the owner learns
     * more (there is nothing to appeal, or the appeal's state).
     */
    async fileFromSignIn(attempt: { email: string; password: string; ip: string; altcha: string | undefined }, text: string) {
      const owner = await attemptPassword(ctx, challenges, attempt);
      const ban = owner.banned_at ? await decisions.banInForce(db, owner.id) : null;
      if (!ban) throw new AppError('appeal_not_open');
      return file(owner.id, ban.id, text, 'sign_in');
    },

    /** What a ban tells its owner at sign-in, once their password (and second factor) proved them. */
    async banOf(userId: string) {
      const ban = await decisions.banInForce(db, userId);
      return ban ? decisionView(ban, await appeals.appealOfDecision(db, ban.id)) : null;
    },

    /** A player's decisions, newest first, each with its appeal. */
    async decisionsOf(user: UserRow, page: { cursor?: string | undefined; limit: number }) {
      const rows = await keysetPage({ cursor: page.cursor, limit: page.limit }, {
        parse: sortKeys.bigintId,
        read: (after, limit) => decisions.listOfUser(db, user.id, after, limit),
        keyOf: (row) => [row.id],
        item: (row) => row,
      });
      const appealOf = await appeals.appealsOfDecisions(db, rows.items.map((row) => row.id));
      return { items: rows.items.map((row) => decisionView(row, appealOf.get(row.id))), nextCursor: rows.nextCursor };
    },

    /** A player's appeals, newest first, each with its decision. */
    appealsOf: (user: UserRow, page: { cursor?: string | undefined; limit: number }) =>
      keysetPage({ cursor: page.cursor, limit: page.limit }, {
        parse: sortKeys.bigintId,
        read: (after, limit) => appeals.listOfUser(db, user.id, after, limit),
        keyOf: (row) => [row.id],
        item: (row) => row,
      }),

    queue,
    answer,
  };
}

export type AppealsService = ReturnType<typeof createAppealsService>;
