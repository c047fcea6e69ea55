import { randomUUID } from 'node:crypto';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/pool.ts';
import { setBanned } from '#server/modules/admin-users/admin-users.repository.ts';
import { setUserKycStatus } from '#server/modules/kyc/kyc.repository.ts';
import * as ledger from '#server/modules/ledger/ledger.repository.ts';
import { findUserById } from '#server/modules/users/users.repository.ts';
import { insertWithdrawal } from '#server/modules/withdrawals/withdrawals.repository.ts';
import type { DecisionRow } from '#server/modules/decisions/decisions.repository.ts';

/** What an overturn changed, kept on the appeal (decision 061). */
export type Undone = Record<string, string>;

async function clearFreeze(tx: Queryable, userId: string, column: 'mining_frozen_at' | 'referral_credit_frozen_at', now: Date): Promise<Undone> {
  const result = await tx.query(`UPDATE users SET ${column} = NULL, updated_at = $2 WHERE id = $1 AND ${column} IS NOT NULL`, [userId, now]);
  return { [column === 'mining_frozen_at' ? 'mining' : 'referrals']: (result.rowCount ?? 0) > 0 ? 'unfrozen' : 'already_unfrozen' };
}

/**
 * A rejected submission goes back to the reviewers' queue, not straight to approved: someone looks
 * at the documents again. Unless the player sent a newer one since (that one is in play), or the
 * same document is now pending or approved on another account (the identity stays unique).
 */
async function reopenKyc(tx: Queryable, decision: DecisionRow, now: Date): Promise<Undone> {
  const result = await tx.query<{ user_id: string }>(
    `UPDATE kyc_submissions k SET status = 'pending', reviewed_at = NULL, reviewed_by = NULL
     WHERE k.id = $1 AND k.status = 'rejected'
       AND NOT EXISTS (SELECT 1 FROM kyc_submissions n WHERE n.user_id = k.user_id AND n.submitted_at > k.submitted_at)
       AND NOT EXISTS (SELECT 1 FROM kyc_submissions o WHERE o.status IN ('pending', 'approved') AND o.document_type = k.document_type
                         AND upper(o.document_number) = upper(k.document_number) AND o.country = k.country)
     RETURNING k.user_id`,
    [decision.subject_id],
  );
  if (!result.rows[0]) return { kyc: 'unchanged' };
  await setUserKycStatus(tx, decision.user_id, 'pending', now);
  return { kyc: 'back_to_review' };
}

/**
 * The rejection refunded the hold; its overturn files the request again for the same amount to the
 * player's address: a new withdrawal whose hold is one ledger row (the balance check in its
 * UPDATE), waiting for the usual approvals. When the money cannot go (spent since, no address, or
 * withdrawals held after a credential change), nothing moves: the refund stays in the balance.
 */
async function refileWithdrawal(ctx: Pick<AppContext, 'config'>, tx: Queryable, decision: DecisionRow, now: Date): Promise<Undone> {
  const rejected = (await tx.query<{ amount_nano: bigint }>('SELECT amount_nano FROM withdrawals WHERE id = $1', [decision.subject_id])).rows[0];
  const user = await findUserById(tx, decision.user_id, { forUpdate: true });
  if (!rejected || !user) return { withdrawal: 'not_refiled' };
  if (!user.ton_wallet) return { withdrawal: 'not_refiled', why: 'wallet_required' };
  if (user.withdrawals_paused_until && user.withdrawals_paused_until > now) return { withdrawal: 'not_refiled', why: 'withdrawals_paused' };
  const id = randomUUID();
  const held = await ledger.post(tx, { userId: user.id, kind: 'withdrawal_hold', amountNano: -rejected.amount_nano, ref: id, countsAsMined: false, now });
  if (!held) return { withdrawal: 'not_refiled', why: 'insufficient_balance' };
  const approvalsNeeded = rejected.amount_nano >= ctx.config.withdrawals.secondApprovalAboveNano ? 2 : 1;
  await insertWithdrawal(tx, { id, userId: user.id, amount: rejected.amount_nano, wallet: user.ton_wallet, approvalsNeeded, now });
  return { withdrawal: 'refiled', withdrawalId: id };
}

/** Undoes a decision in the answer's transaction; the decision itself is lifted by the caller. */
export async function overturn(ctx: Pick<AppContext, 'config'>, tx: Queryable, decision: DecisionRow, now: Date): Promise<Undone> {
  switch (decision.kind) {
    case 'ban':
      return { ban: (await setBanned(tx, decision.user_id, false, now)) ? 'lifted' : 'already_lifted' };
    case 'mining_freeze':
      return clearFreeze(tx, decision.user_id, 'mining_frozen_at', now);
    case 'referral_freeze':
      return clearFreeze(tx, decision.user_id, 'referral_credit_frozen_at', now);
    case 'kyc_rejection':
      return reopenKyc(tx, decision, now);
    case 'withdrawal_rejection':
      return refileWithdrawal(ctx, tx, decision, now);
  }
}
