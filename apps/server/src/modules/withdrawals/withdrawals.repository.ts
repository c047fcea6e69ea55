import { SORT_TIME } from '#server/db/keyset-page.ts';
import type { Queryable } from '#server/db/pool.ts';

export interface WithdrawalRow {
  id: string;
  user_id: string;
  amount_nano: bigint;
  wallet_address: string;
  status: 'requested' | 'approved' | 'signed' | 'broadcast' | 'completed' | 'rejected' | 'failed' | 'payout_failed';
  approvals_needed: number;
  reason: string | null;
  tx_hash: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

export async function insertWithdrawal(db: Queryable, w: { id: string; userId: string; amount: bigint; wallet: string; approvalsNeeded: number; now: Date }): Promise<WithdrawalRow> {
  const result = await db.query<WithdrawalRow>(
    `INSERT INTO withdrawals (id, user_id, amount_nano, wallet_address, approvals_needed, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING *`,
    [w.id, w.userId, w.amount, w.wallet, w.approvalsNeeded, w.now],
  );
  return result.rows[0]!;
}

/** A player's withdrawals, newest first (created_at, id), after `after` (db/keyset-page.ts). */
export async function listOfUser(db: Queryable, userId: string, after: { at: string; id: string } | null, limit: number): Promise<(WithdrawalRow & { sort_at: string })[]> {
  const result = await db.query<WithdrawalRow & { sort_at: string }>(
    `SELECT *, ${SORT_TIME('created_at')} AS sort_at FROM withdrawals
     WHERE user_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
     ORDER BY created_at DESC, id DESC LIMIT $4`,
    [userId, after?.at ?? null, after?.id ?? null, limit],
  );
  return result.rows;
}

export async function lockWithdrawal(db: Queryable, id: string): Promise<WithdrawalRow | null> {
  return (await db.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE id = $1 FOR UPDATE', [id])).rows[0] ?? null;
}

export async function addApproval(db: Queryable, withdrawalId: string, adminId: string, now: Date): Promise<boolean> {
  const result = await db.query(
    'INSERT INTO withdrawal_approvals (withdrawal_id, admin_id, approved_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [withdrawalId, adminId, now],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function countApprovals(db: Queryable, withdrawalId: string): Promise<number> {
  return Number((await db.query<{ n: bigint }>('SELECT count(*) AS n FROM withdrawal_approvals WHERE withdrawal_id = $1', [withdrawalId])).rows[0]!.n);
}

/** Moves a withdrawal from one of `from` to `to`; null when it was not in one of those states. */
export async function transition(
  db: Queryable,
  t: { id: string; from: WithdrawalRow['status'][]; to: WithdrawalRow['status']; now: Date; reason?: string | null; txHash?: string | null },
): Promise<WithdrawalRow | null> {
  const result = await db.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = $3, updated_at = $4, reason = coalesce($5, reason), tx_hash = coalesce($6, tx_hash),
       completed_at = CASE WHEN $3 = 'completed' THEN $4 ELSE completed_at END
     WHERE id = $1 AND status = ANY($2::text[]) RETURNING *`,
    [t.id, t.from, t.to, t.now, t.reason ?? null, t.txHash ?? null],
  );
  return result.rows[0] ?? null;
}

const OPEN = "('requested', 'approved', 'signed', 'broadcast', 'payout_failed')";

export type QueueRow = WithdrawalRow & { nickname: string; approved_by: string[]; sort_at: string };

/** The back office's open withdrawals, oldest first (who waited longest), a page at a time. */
export async function openQueue(db: Queryable, after: { at: string; id: string } | null, limit: number): Promise<QueueRow[]> {
  const result = await db.query<QueueRow>(
    `SELECT w.*, u.nickname, coalesce(array_agg(a.admin_id::text) FILTER (WHERE a.admin_id IS NOT NULL), '{}') AS approved_by, ${SORT_TIME('w.created_at')} AS sort_at
     FROM withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN withdrawal_approvals a ON a.withdrawal_id = w.id
     WHERE w.status IN ${OPEN} AND ($1::timestamptz IS NULL OR (w.created_at, w.id) > ($1::timestamptz, $2::uuid))
     GROUP BY w.id, u.nickname ORDER BY w.created_at, w.id LIMIT $3`,
    [after?.at ?? null, after?.id ?? null, limit],
  );
  return result.rows;
}

/** How many open withdrawals were asked for before `since` (past their promise), beyond the page shown too. */
export async function countOpenSince(db: Queryable, since: Date): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM withdrawals WHERE status IN ${OPEN} AND created_at < $1`, [since])).rows[0]!.n;
}
