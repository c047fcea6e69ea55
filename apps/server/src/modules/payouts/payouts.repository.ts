import type { Queryable } from '#server/db/pool.ts';
import type { WithdrawalRow } from '#server/modules/withdrawals/withdrawals.repository.ts';

export type PayoutRow = WithdrawalRow & {
  payout_query_id: bigint | null;
  payout_seqno: number | null;
  payout_valid_until: Date | null;
  payout_boc: string | null;
  payout_message_hash: string | null;
};

/** The one payout in flight (signed or broadcast), if any: payouts go one at a time. */
export async function inFlight(db: Queryable): Promise<PayoutRow | null> {
  return (await db.query<PayoutRow>("SELECT * FROM withdrawals WHERE status IN ('signed', 'broadcast') ORDER BY updated_at LIMIT 1 FOR UPDATE")).rows[0] ?? null;
}

export async function nextApproved(db: Queryable): Promise<PayoutRow | null> {
  return (await db.query<PayoutRow>("SELECT * FROM withdrawals WHERE status = 'approved' ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED")).rows[0] ?? null;
}

export async function assignQueryId(db: Queryable, id: string): Promise<bigint> {
  const result = await db.query<{ q: bigint }>(
    "UPDATE withdrawals SET payout_query_id = coalesce(payout_query_id, nextval('withdrawal_query_ids')) WHERE id = $1 RETURNING payout_query_id AS q",
    [id],
  );
  return result.rows[0]!.q;
}

/** Stores the signed message before anything is sent. */
export async function recordSigned(db: Queryable, p: { id: string; seqno: number; validUntil: Date; boc: string; hash: string; now: Date }): Promise<boolean> {
  const result = await db.query(
    `UPDATE withdrawals SET status = 'signed', payout_seqno = $2, payout_valid_until = $3, payout_boc = $4, payout_message_hash = $5,
       payout_attempts = payout_attempts + 1, updated_at = $6
     WHERE id = $1 AND status = 'approved'`,
    [p.id, p.seqno, p.validUntil, p.boc, p.hash, p.now],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function setPayoutStatus(db: Queryable, id: string, from: string[], to: string, now: Date, set: { txHash?: string; reason?: string } = {}): Promise<boolean> {
  const result = await db.query(
    `UPDATE withdrawals SET status = $3, updated_at = $4, tx_hash = coalesce($5, tx_hash), reason = coalesce($6, reason),
       completed_at = CASE WHEN $3 = 'completed' THEN $4 ELSE completed_at END
     WHERE id = $1 AND status = ANY($2::text[])`,
    [id, from, to, now, set.txHash ?? null, set.reason ?? null],
  );
  return (result.rowCount ?? 0) > 0;
}

/** Whether a payout's message is in flight: the hot wallet signs nothing else meanwhile (its seqno). */
export async function hasPayoutInFlight(db: Queryable): Promise<boolean> {
  return (await db.query("SELECT 1 FROM withdrawals WHERE status IN ('signed', 'broadcast') LIMIT 1")).rowCount === 1;
}
