import type { Queryable } from '#server/db/pool.ts';
import { SORT_TIME } from '#server/db/keyset-page.ts';

export interface ShopItemRow {
  id: string;
  kind: 'pack' | 'boost_box' | 'fre_box';
  rate_nano: bigint | null;
  days: number | null;
  amount_nano: bigint | null;
  price_nanoton: bigint | null;
  price_stars: number | null;
  available: boolean;
  required_level: number;
  sort: number;
}

export interface OrderRow {
  id: string;
  user_id: string;
  item_id: string;
  method: 'ton' | 'stars';
  /** TON orders only */
  amount_nanoton: bigint | null;
  /** TON orders only: what the transfer's comment must say */
  comment: string | null;
  /** Stars orders only */
  amount_stars: number | null;
  status: 'pending' | 'paid' | 'expired' | 'refunded';
  valid_until: Date;
  created_at: Date;
  paid_at: Date | null;
  tx_hash: string | null;
}

export async function listItems(db: Queryable): Promise<ShopItemRow[]> {
  return (await db.query<ShopItemRow>('SELECT * FROM shop_items ORDER BY sort')).rows;
}

export async function findItem(db: Queryable, id: string): Promise<ShopItemRow | null> {
  return (await db.query<ShopItemRow>('SELECT * FROM shop_items WHERE id = $1', [id])).rows[0] ?? null;
}

export async function ownedPackIds(db: Queryable, userId: string): Promise<Set<string>> {
  const result = await db.query<{ pack_id: string }>('SELECT pack_id FROM user_packs WHERE user_id = $1', [userId]);
  return new Set(result.rows.map((row) => row.pack_id));
}

export async function insertOrder(db: Queryable, order: { userId: string; itemId: string; amount: bigint; comment: string; now: Date; validUntil: Date }): Promise<OrderRow> {
  const result = await db.query<OrderRow>(
    `INSERT INTO shop_orders (user_id, item_id, method, amount_nanoton, comment, valid_until, created_at) VALUES ($1, $2, 'ton', $3, $4, $5, $6) RETURNING *`,
    [order.userId, order.itemId, order.amount, order.comment, order.validUntil, order.now],
  );
  return result.rows[0]!;
}

/** `id` is chosen before: the invoice link names the order before it is stored. */
export async function insertStarsOrder(db: Queryable, order: { id: string; userId: string; itemId: string; stars: number; now: Date; validUntil: Date }): Promise<OrderRow> {
  const result = await db.query<OrderRow>(
    `INSERT INTO shop_orders (id, user_id, item_id, method, amount_stars, valid_until, created_at) VALUES ($1, $2, $3, 'stars', $4, $5, $6) RETURNING *`,
    [order.id, order.userId, order.itemId, order.stars, order.validUntil, order.now],
  );
  return result.rows[0]!;
}

export async function findOrder(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<OrderRow | null> {
  return (await db.query<OrderRow>(`SELECT * FROM shop_orders WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id])).rows[0] ?? null;
}

export async function findOrderOfUser(db: Queryable, id: string, userId: string): Promise<OrderRow | null> {
  return (await db.query<OrderRow>('SELECT * FROM shop_orders WHERE id = $1 AND user_id = $2', [id, userId])).rows[0] ?? null;
}

export async function lockOrderByComment(db: Queryable, comment: string): Promise<OrderRow | null> {
  return (await db.query<OrderRow>(`SELECT * FROM shop_orders WHERE comment = $1 AND method = 'ton' FOR UPDATE`, [comment])).rows[0] ?? null;
}

/** pending → paid once; the payment's hash is unique across orders. */
export async function markPaid(db: Queryable, orderId: string, txHash: string, now: Date): Promise<boolean> {
  const result = await db.query(
    `UPDATE shop_orders SET status = 'paid', paid_at = $3, tx_hash = $2 WHERE id = $1 AND status = 'pending'`,
    [orderId, txHash, now],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function expireOrders(db: Queryable, now: Date): Promise<number> {
  const result = await db.query(`UPDATE shop_orders SET status = 'expired' WHERE status = 'pending' AND valid_until <= $1`, [now]);
  return result.rowCount ?? 0;
}

/** Records a payment once per transaction hash; false when it was already recorded (a replay). */
export async function recordPayment(
  db: Queryable,
  payment: { txHash: string; lt: bigint; source: string | null; amount: bigint; comment: string | null; outcome: string; orderId: string | null; receivedAt: Date; now: Date },
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO shop_payments (tx_hash, lt, source, amount_nanoton, comment, outcome, order_id, received_at, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (tx_hash) DO NOTHING`,
    [payment.txHash, payment.lt, payment.source, payment.amount, payment.comment, payment.outcome, payment.orderId, payment.receivedAt, payment.now],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function insertPack(db: Queryable, userId: string, packId: string, rateNano: bigint, now: Date): Promise<boolean> {
  const result = await db.query(
    'INSERT INTO user_packs (user_id, pack_id, rate_nano, acquired_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [userId, packId, rateNano, now],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function readCursor(db: Queryable, name: string): Promise<bigint> {
  return (await db.query<{ lt: bigint }>('SELECT lt FROM indexer_cursors WHERE name = $1', [name])).rows[0]?.lt ?? 0n;
}

export async function advanceCursor(db: Queryable, name: string, lt: bigint, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO indexer_cursors (name, lt, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET lt = GREATEST(indexer_cursors.lt, EXCLUDED.lt), updated_at = EXCLUDED.updated_at`,
    [name, lt, now],
  );
}

export async function updateItem(
  db: Queryable,
  id: string,
  changes: { price?: bigint | null | undefined; stars?: number | null | undefined; available?: boolean | undefined; requiredLevel?: number | undefined },
  now: Date,
): Promise<ShopItemRow | null> {
  const result = await db.query<ShopItemRow>(
    `UPDATE shop_items SET price_nanoton = CASE WHEN $2 THEN $3::bigint ELSE price_nanoton END,
       price_stars = CASE WHEN $7 THEN $8::int ELSE price_stars END,
       available = coalesce($4, available), required_level = coalesce($5, required_level), updated_at = $6
     WHERE id = $1 RETURNING *`,
    [id, changes.price !== undefined, changes.price ?? null, changes.available ?? null, changes.requiredLevel ?? null, now, changes.stars !== undefined, changes.stars ?? null],
  );
  return result.rows[0] ?? null;
}

/** Every order, newest first (created time to the microsecond, then id), a page at a time. */
export async function ordersPage(db: Queryable, after: { at: string; id: string } | null, limit: number) {
  const result = await db.query<OrderRow & { nickname: string; sort_at: string }>(
    `SELECT o.*, u.nickname, ${SORT_TIME('o.created_at')} AS sort_at FROM shop_orders o JOIN users u ON u.id = o.user_id
     WHERE $1::timestamptz IS NULL OR (o.created_at, o.id) < ($1::timestamptz, $2::uuid)
     ORDER BY o.created_at DESC, o.id DESC LIMIT $3`,
    [after?.at ?? null, after?.id ?? null, limit],
  );
  return result.rows;
}

/** The payments that credited nothing, kept for review, newest first (recorded time, then hash), a page at a time. */
export async function paymentsToReview(db: Queryable, after: { at: string; key: string } | null, limit: number) {
  const result = await db.query<{ tx_hash: string; amount_nanoton: bigint; comment: string | null; outcome: string; source: string | null; order_id: string | null; received_at: Date; sort_at: string }>(
    `SELECT tx_hash, amount_nanoton, comment, outcome, source, order_id, received_at, ${SORT_TIME('recorded_at')} AS sort_at FROM shop_payments
     WHERE outcome <> 'credited' AND ($1::timestamptz IS NULL OR (recorded_at, tx_hash) < ($1::timestamptz, $2::text))
     ORDER BY recorded_at DESC, tx_hash DESC LIMIT $3`,
    [after?.at ?? null, after?.key ?? null, limit],
  );
  return result.rows;
}
