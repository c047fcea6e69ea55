import { SORT_TIME } from '#server/db/keyset-page.ts';
import type { Queryable } from '#server/db/pool.ts';

export type StarOutcome = 'credited' | 'already_owned' | 'unknown_order' | 'order_not_pending' | 'mismatch';
export type RefundReversal = 'fre_debited' | 'pack_removed' | 'boost_removed' | 'nothing_granted';

/** What a payment said against what its order expected, for each part that differed. */
export interface StarMismatch {
  payer?: { paid: string; expected: string | null };
  currency?: { paid: string; expected: string };
  total?: { paid: number; expected: number };
}

export interface StarPaymentRow {
  telegram_payment_charge_id: string;
  provider_payment_charge_id: string | null;
  order_id: string | null;
  user_id: string | null;
  telegram_user_id: bigint;
  stars: number;
  currency: string;
  payload: string;
  outcome: StarOutcome;
  mismatch: StarMismatch | null;
  received_at: Date;
  refunded_at: Date | null;
  refunded_by: string | null;
  refund_reversal: RefundReversal | null;
  reviewed_at: Date | null;
  reviewed_by: string | null;
}

/** Records a successful_payment once per charge id; false when it was already recorded (Telegram sent it again). */
export async function insertStarPayment(
  db: Queryable,
  p: {
    chargeId: string; providerChargeId: string | null; orderId: string | null; userId: string | null; telegramUserId: bigint; stars: number; currency: string;
    payload: string; outcome: StarOutcome; mismatch: StarMismatch | null; now: Date;
  },
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO star_payments (telegram_payment_charge_id, provider_payment_charge_id, order_id, user_id, telegram_user_id, stars, currency, payload, outcome, mismatch, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (telegram_payment_charge_id) DO NOTHING`,
    [p.chargeId, p.providerChargeId, p.orderId, p.userId, p.telegramUserId, p.stars, p.currency, p.payload, p.outcome, p.mismatch, p.now],
  );
  return (result.rowCount ?? 0) > 0;
}

/** A Stars order paid: pending, or expired meanwhile (Telegram took the Stars after our pre-checkout yes). */
export async function markStarsOrderPaid(db: Queryable, orderId: string, now: Date): Promise<boolean> {
  const result = await db.query(
    `UPDATE shop_orders SET status = 'paid', paid_at = $2 WHERE id = $1 AND method = 'stars' AND status IN ('pending', 'expired')`,
    [orderId, now],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function lockStarPayment(db: Queryable, chargeId: string): Promise<StarPaymentRow | null> {
  return (await db.query<StarPaymentRow>('SELECT * FROM star_payments WHERE telegram_payment_charge_id = $1 FOR UPDATE', [chargeId])).rows[0] ?? null;
}

export async function markRefunded(db: Queryable, chargeId: string, adminId: string, reversal: RefundReversal, now: Date): Promise<boolean> {
  const result = await db.query(
    'UPDATE star_payments SET refunded_at = $2, refunded_by = $3, refund_reversal = $4 WHERE telegram_payment_charge_id = $1 AND refunded_at IS NULL',
    [chargeId, now, adminId, reversal],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function markOrderRefunded(db: Queryable, orderId: string): Promise<void> {
  await db.query(`UPDATE shop_orders SET status = 'refunded' WHERE id = $1 AND status = 'paid'`, [orderId]);
}

export async function removePack(db: Queryable, userId: string, packId: string): Promise<boolean> {
  const result = await db.query('DELETE FROM user_packs WHERE user_id = $1 AND pack_id = $2', [userId, packId]);
  return (result.rowCount ?? 0) > 0;
}

/** The order's boost ends now: not started yet, it goes; running, it stops. */
export async function endShopBoost(db: Queryable, userId: string, orderId: string, now: Date): Promise<boolean> {
  const source = `shop:${orderId}`;
  const removed = await db.query('DELETE FROM user_boosts WHERE user_id = $1 AND source = $2 AND applied_at >= $3', [userId, source, now]);
  const ended = await db.query('UPDATE user_boosts SET expires_at = $3 WHERE user_id = $1 AND source = $2 AND expires_at > $3', [userId, source, now]);
  return (removed.rowCount ?? 0) + (ended.rowCount ?? 0) > 0;
}

/** An admin's "seen, kept": only a payment that credited nothing and is neither refunded nor reviewed yet. */
export async function markReviewed(db: Queryable, chargeId: string, adminId: string, now: Date): Promise<boolean> {
  const result = await db.query(
    `UPDATE star_payments SET reviewed_at = $2, reviewed_by = $3
     WHERE telegram_payment_charge_id = $1 AND outcome <> 'credited' AND refunded_at IS NULL AND reviewed_at IS NULL`,
    [chargeId, now, adminId],
  );
  return (result.rowCount ?? 0) > 0;
}

/**
 * The newest payments, and the oldest still under review (credited nothing, neither refunded nor
 * reviewed) however many newer ones came since: the back office never loses one from sight.
 */
/**
 * A page of the Stars payments (decision 060): those under review (credited nothing, neither
 * refunded nor reviewed) oldest first, or every one newest first, by received time to the
 * microsecond, then the charge id's MD5 (a charge id may be 256 characters: too long for a cursor).
 */
export async function starPaymentsPage(db: Queryable, status: 'unreviewed' | 'all', after: { at: string; key: string } | null, limit: number) {
  const queue = status === 'unreviewed';
  const result = await db.query<StarPaymentRow & { nickname: string | null; item_id: string | null; sort_at: string; tie: string }>(
    `SELECT p.*, u.nickname, o.item_id, ${SORT_TIME('p.received_at')} AS sort_at, md5(p.telegram_payment_charge_id) AS tie
     FROM star_payments p LEFT JOIN users u ON u.id = p.user_id LEFT JOIN shop_orders o ON o.id = p.order_id
     WHERE ${queue ? `p.outcome <> 'credited' AND p.refunded_at IS NULL AND p.reviewed_at IS NULL AND ` : ''}
       ($1::timestamptz IS NULL OR (p.received_at, md5(p.telegram_payment_charge_id)) ${queue ? '>' : '<'} ($1::timestamptz, $2::text))
     ORDER BY p.received_at ${queue ? 'ASC' : 'DESC'}, md5(p.telegram_payment_charge_id) ${queue ? 'ASC' : 'DESC'} LIMIT $3`,
    [after?.at ?? null, after?.key ?? null, limit],
  );
  return result.rows;
}

/** How many are under review, beyond any page. */
export async function countUnderReview(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM star_payments WHERE outcome <> 'credited' AND refunded_at IS NULL AND reviewed_at IS NULL`)).rows[0]!.n;
}
