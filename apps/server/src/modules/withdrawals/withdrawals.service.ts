import { randomUUID } from 'node:crypto';
import { NANO_PER_FRE, nanoToNumber, WITHDRAWAL_MAX_DELAY_HOURS, WITHDRAWAL_MINIMUM_FRE_BY_LEVEL } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import type { Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import { numberFormat } from '@fre/i18n/intl-formats';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import { sendSecurityNotice } from '#server/modules/account/sessions/security-notices.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import type { IdempotencyKey } from '#server/modules/idempotency/idempotency-key.ts';
import { answering, idempotent } from '#server/modules/idempotency/keyed-transaction.ts';
import * as ledger from '#server/modules/ledger/ledger.repository.ts';
import { recordDecision } from '#server/modules/decisions/decisions.repository.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';
import { recordStage } from '#server/modules/request-tracking/record-stage.ts';
import { isOverdue, overdueBefore, trackWithdrawals } from '#server/modules/request-tracking/request-tracking.ts';
import { effectiveDate } from '#server/modules/rule-changes/effective-date.ts';
import { insertRuleChange, ruleInForce } from '#server/modules/rule-changes/rule-changes.repository.ts';
import { minimumsWorse } from '#server/modules/rule-changes/worse-for-players.ts';
import { writeSetting } from '#server/modules/settings/settings.repository.ts';
import { requireProof, type PersonProof } from '#server/modules/account/two-step/second-factor-gate.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { findUserById } from '#server/modules/users/users.repository.ts';
import { withdrawalDto } from './withdrawal-dto.ts';
import * as repo from './withdrawals.repository.ts';

/** The rows the routes render. */
export type { WithdrawalRow } from './withdrawals.repository.ts';

/** The setting that holds the minimums an admin set. */
export const MINIMUMS_KEY = 'withdrawal_minimums';
const DEFAULT_MINIMUMS = WITHDRAWAL_MINIMUM_FRE_BY_LEVEL.map((fre) => BigInt(fre) * NANO_PER_FRE);

/** Minimums by level (decision 068) from the stored setting, the defaults when none (or a malformed one) is stored. */
export function withdrawalMinimums(stored: unknown): bigint[] {
  return Array.isArray(stored) && stored.length === DEFAULT_MINIMUMS.length ? stored.map((v) => BigInt(String(v))) : DEFAULT_MINIMUMS;
}

/** A player's minimum: that of their level. */
export const minimumOfLevel = (minimums: bigint[], level: number): bigint => minimums[level] ?? minimums.at(-1)!;

export function createWithdrawalsService(ctx: AppContext) {
  const { db, clock, config } = ctx;

  /**
   * Minimums by level (decision 068), admin-editable, stored with the other settings: those in force at `at`
   * (now by default), a change scheduled ahead applying from its date (docs/decisions/063).
   */
  async function minimums(tx: Queryable = db, at: Date = clock.now()): Promise<bigint[]> {
    return withdrawalMinimums(await ruleInForce(tx, MINIMUMS_KEY, at));
  }

  /** The hold the last credential change started (decision 048), while it lasts. */
  function blockedUntil(user: UserRow): Date | null {
    const until = user.withdrawals_paused_until;
    return until && until > clock.now() ? until : null;
  }

  /** Refunds a hold once: the refund is keyed by the withdrawal in the ledger. */
  async function refund(tx: Queryable, w: repo.WithdrawalRow, now: Date) {
    await ledger.post(tx, { userId: w.user_id, kind: 'withdrawal_refund', amountNano: w.amount_nano, ref: w.id, countsAsMined: false, now });
  }

  return {
    minimums,

    /**
     * A page of the player's withdrawals, newest first, each with its timeline and, while it waits
     * for a review, its place in the queue (decision 062); with their minimum, the promised delay and any pause.
     */
    async list(user: UserRow, request: { cursor?: string | undefined; limit: number }) {
      const [page, mins] = await Promise.all([
        keysetPage({ cursor: request.cursor, limit: request.limit }, {
          parse: sortKeys.timeAndUuid,
          read: (after, limit) => repo.listOfUser(db, user.id, after, limit),
          keyOf: (row) => [row.sort_at, row.id],
          item: (row) => row,
        }),
        minimums(),
      ]);
      const tracking = await trackWithdrawals(ctx, page.items);
      const items = page.items.map((row) => ({ ...withdrawalDto(row), ...tracking.get(row.id)! }));
      const until = blockedUntil(user);
      return { items, nextCursor: page.nextCursor, minimum: minimumOfLevel(mins, user.level), maxDelayHours: WITHDRAWAL_MAX_DELAY_HOURS, blockedUntil: until, blockedBy: until ? user.withdrawals_paused_by : null };
    },

    /**
     * One transaction: the checks, the hold (balance → ledger) and the request row. `proof`: with a
     * second factor on, a code or a passkey (decision 024), not one added in the last 48 hours
     * (decision 039): a stolen session alone moves no money, nor does a key it added.
     */
    request: (user: UserRow, amountText: string, proof: PersonProof = {}, key: IdempotencyKey | null = null) => idempotent(db, key, async () => {
      // Money leaves only for an account with an address the player confirmed (decision 045): checked before anything is written.
      if (!user.email_verified) throw new AppError('email_required');
      // Positive nano-FRE digits: the route's schema checked them (docs/decisions/077).
      const amount = BigInt(amountText);
      // Answered 201; once per Idempotency-Key, a retry not asked for a second code (decision 053).
      const answer = await db.transaction(answering(key, clock, 201, async (tx) => {
        const locked = (await findUserById(tx, user.id, { forUpdate: true }))!;
        if (!locked.ton_wallet) throw new AppError('wallet_required');
        if (locked.kyc_status !== 'approved') throw new AppError('kyc_required');
        const until = blockedUntil(locked);
        if (until) throw new AppError(locked.withdrawals_paused_by === 'wallet' ? 'wallet_recently_changed' : 'credential_recently_added', {}, { until: until.toISOString(), by: locked.withdrawals_paused_by });
        const mins = await minimums(tx);
        if (amount < minimumOfLevel(mins, locked.level)) throw new AppError('below_minimum');
        // Last of the checks, so that a code is only spent on a request that can go through.
        await requireProof(ctx, tx, locked, proof);
        const id = randomUUID();
        const now = clock.now();
        const held = await ledger.post(tx, { userId: locked.id, kind: 'withdrawal_hold', amountNano: -amount, ref: id, countsAsMined: false, now });
        if (!held) throw new AppError('insufficient_balance');
        const approvalsNeeded = amount >= config.withdrawals.secondApprovalAboveNano ? 2 : 1;
        const row = await repo.insertWithdrawal(tx, { id, userId: locked.id, amount, wallet: locked.ton_wallet, approvalsNeeded, now });
        await recordStage(tx, { kind: 'withdrawal', requestId: id, userId: locked.id, stage: 'received', now, notice: { type: 'withdrawal_received' } });
        return { withdrawal: withdrawalDto(row) };
      }));
      await sendSecurityNotice(ctx, user, 'withdrawal_requested', { amount: numberFormat(user.language, { maximumFractionDigits: 9 }).format(nanoToNumber(amount)) });
      return answer;
    }),

    /** The back office's open withdrawals, each flagged when it waits past its promise (decision 062). */
    async queue(request: { cursor?: string | undefined; limit: number }) {
      const now = clock.now();
      const [page, overdue] = await Promise.all([
        keysetPage({ cursor: request.cursor, limit: request.limit }, {
          parse: sortKeys.timeAndUuid,
          read: (after, limit) => repo.openQueue(db, after, limit),
          keyOf: (row) => [row.sort_at, row.id],
          item: (row) => ({ ...row, overdue: isOverdue('withdrawal', row.created_at, now) }),
        }),
        repo.countOpenSince(db, overdueBefore('withdrawal', now)),
      ]);
      return { ...page, overdue };
    },

    /**
     * Approve (once per admin; above the threshold two different admins), reject (hold refunded
     * once), mark paid with the transaction hash when no hot wallet pays out, and for a payout that
     * failed on chain: retry (back to the worker's queue) or refund (the hold returned once).
     */
    decide: (actor: Actor, id: string, decision: 'approve' | 'reject' | 'mark_paid' | 'retry_payout' | 'refund', reason?: string, txHash?: string, key: IdempotencyKey | null = null, category?: string) => idempotent(db, key, async () => {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('not_found');
      if ((decision === 'reject' || decision === 'refund') && !reason) throw new AppError('validation_failed', {}, { fields: { reason: { code: 'reason_required' } } });
      if (decision === 'mark_paid' && !txHash) throw new AppError('validation_failed', {}, { fields: { txHash: { code: 'required' } } });
      // With a hot wallet the payout worker pays and confirms; a hand-marked payment would pay twice.
      if (decision === 'mark_paid' && config.hotWallet) throw new AppError('forbidden');
      const decideIn = async (tx: Queryable): Promise<repo.WithdrawalRow> => {
        const now = clock.now();
        const w = await repo.lockWithdrawal(tx, id);
        if (!w) throw new AppError('not_found');
        // Each stage once, in this transaction (decision 062); a stage written with the decision
        // sends no notice of its own: the decision's says it.
        const stage = (name: 'in_review' | 'second_approval' | 'decided' | 'sent' | 'confirmed', notice: string | null = null) =>
          recordStage(tx, { kind: 'withdrawal', requestId: id, userId: w.user_id, stage: name, now, notice: notice ? { type: notice } : null });
        const audit = (action: string, after: Record<string, unknown>) =>
          appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action, targetType: 'withdrawal', targetId: id, before: { status: w.status }, after, ip: actor.ip, now });
        if (decision === 'approve') {
          if (w.status !== 'requested') throw new AppError('withdrawal_not_open');
          if (!(await repo.addApproval(tx, id, actor.user.id, now))) throw new AppError('already_approved');
          const approvals = await repo.countApprovals(tx, id);
          const updated = approvals >= w.approvals_needed ? await repo.transition(tx, { id, from: ['requested'], to: 'approved', now }) : w;
          if (approvals < w.approvals_needed) {
            await stage('in_review', 'withdrawal_second_approval');
          } else {
            await stage('in_review');
            if (w.approvals_needed > 1) await stage('second_approval');
            await stage('decided', 'withdrawal_approved');
          }
          await audit('withdrawal_approved', { status: updated!.status, approvals, needed: w.approvals_needed });
          return updated!;
        }
        if (decision === 'reject') {
          const rejected = await repo.transition(tx, { id, from: ['requested', 'approved'], to: 'rejected', now, reason });
          if (!rejected) throw new AppError('withdrawal_not_open');
          await refund(tx, w, now);
          await stage('in_review');
          await stage('decided');
          // The reason was always shown to the player: it is the decision's note (decision 061).
          await recordDecision(tx, { userId: w.user_id, kind: 'withdrawal_rejection', category: category ?? 'other', note: reason, subjectId: id, evidence: { withdrawal: id, amount: w.amount_nano.toString(), reason }, decidedBy: actor.user.id, now });
          await insertNotification(tx, { userId: w.user_id, type: 'withdrawal_rejected', params: { reason: reason! }, link: '/withdrawal', now });
          await audit('withdrawal_rejected', { status: 'rejected', reason, category });
          return rejected;
        }
        if (decision === 'retry_payout') {
          // The worker signs it again with the wallet's current seqno; the failure stays in the audit log.
          const retried = await repo.transition(tx, { id, from: ['payout_failed'], to: 'approved', now });
          if (!retried) throw new AppError('withdrawal_not_open');
          await audit('withdrawal_payout_retried', { status: 'approved', failure: w.reason });
          return retried;
        }
        if (decision === 'refund') {
          const refunded = await repo.transition(tx, { id, from: ['payout_failed'], to: 'failed', now, reason });
          if (!refunded) throw new AppError('withdrawal_not_open');
          await refund(tx, w, now);
          await insertNotification(tx, { userId: w.user_id, type: 'withdrawal_rejected', params: { reason: reason! }, link: '/withdrawal', now });
          await audit('withdrawal_payout_refunded', { status: 'failed', failure: w.reason, reason });
          return refunded;
        }
        const paid = await repo.transition(tx, { id, from: ['approved'], to: 'completed', now, txHash });
        if (!paid) throw new AppError('withdrawal_not_open');
        await stage('sent');
        await stage('confirmed');
        await insertNotification(tx, { userId: w.user_id, type: 'withdrawal_complete', params: {}, link: '/wallet', now });
        await audit('withdrawal_marked_paid', { status: 'completed', txHash });
        return paid;
      };
      // Once per Idempotency-Key (decision 053): the admin's retry gets the decision it made.
      return db.transaction(answering(key, clock, 200, async (tx) => ({ withdrawal: withdrawalDto(await decideIn(tx), 'admin') })));
    }),

    /**
     * Sets the minimums now, or from `effectiveAt` (docs/decisions/063): the public changelog's row
     * is written in the same transaction as the change. A scheduled change leaves the stored
     * setting alone; it is read from the changelog once its date has come.
     */
    async setMinimums(actor: Actor, values: string[], effectiveAt?: string) {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const at = effectiveDate(now, effectiveAt);
        const before = (await minimums(tx, at)).map(String);
        if (before.every((value, level) => value === values[level])) return;
        if (at === now) await writeSetting(tx, MINIMUMS_KEY, values, actor.user.id, now);
        await insertRuleChange(tx, { rule: MINIMUMS_KEY, before, after: values, worse: minimumsWorse(before, values), effectiveAt: at, now, by: actor.user.id });
        // The audit row keeps the values as before; a scheduled change's date is its changelog row's.
        await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: 'withdrawal_minimums_changed', targetType: 'setting', targetId: MINIMUMS_KEY, before, after: values, ip: actor.ip, now });
      });
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
