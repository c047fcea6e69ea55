import type { Queryable } from '#server/db/pool.ts';

export interface SubscriptionRow {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
}

export async function saveSubscription(db: Queryable, s: { endpoint: string; userId: string; p256dh: string; auth: string; now: Date }): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
    [s.endpoint, s.userId, s.p256dh, s.auth, s.now],
  );
}

export async function deleteSubscription(db: Queryable, endpoint: string, userId?: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND ($2::uuid IS NULL OR user_id = $2)', [endpoint, userId ?? null]);
}

export async function subscriptionsOf(db: Queryable, userIds: string[]): Promise<SubscriptionRow[]> {
  return (await db.query<SubscriptionRow>('SELECT * FROM push_subscriptions WHERE user_id = ANY($1::uuid[])', [userIds])).rows;
}

/** Claims unsent notifications (SKIP LOCKED: several servers never take the same row). */
export async function claimUnpushed(db: Queryable, now: Date, limit: number) {
  const result = await db.query<{ id: bigint; user_id: string; type: string; params: Record<string, unknown>; link: string; language: string }>(
    `UPDATE notifications n SET pushed_at = $1 FROM users u
     WHERE n.id IN (SELECT id FROM notifications WHERE pushed_at IS NULL ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED) AND u.id = n.user_id
     RETURNING n.id, n.user_id, n.type, n.params, n.link, u.language`,
    [now, limit],
  );
  return result.rows;
}

/** Session-end notices 1 minute before the end, each session once. */
export async function claimEndingSessions(db: Queryable, now: Date, noticeMs: number) {
  const result = await db.query<{ id: string; user_id: string }>(
    `UPDATE mining_sessions SET notification_sent = true
     WHERE active AND NOT notification_sent AND end_time <= $1::timestamptz + ($2::bigint * interval '1 millisecond') RETURNING id, user_id`,
    [now, noticeMs],
  );
  return result.rows;
}

/** Boost expiry notices 24 h before, each boost once. */
export async function claimExpiringBoosts(db: Queryable, now: Date, noticeMs: number) {
  const result = await db.query<{ id: bigint; user_id: string }>(
    `UPDATE user_boosts SET expiry_notified = true
     WHERE NOT expiry_notified AND expires_at > $1 AND expires_at <= $1::timestamptz + ($2::bigint * interval '1 millisecond') RETURNING id, user_id`,
    [now, noticeMs],
  );
  return result.rows;
}
