import type { Queryable } from '#server/db/pool.ts';
import { NOTIFICATIONS_KEPT } from '@fre/domain';

export interface NotificationRow {
  id: bigint;
  type: string;
  params: Record<string, unknown>;
  link: string;
  created_at: Date;
  read_at: Date | null;
}

/**
 * The one writer of notifications. The privacy policy says a player's NOTIFICATIONS_KEPT latest are
 * kept (decision 058): each insert drops that player's older ones, through the (user_id, id) index,
 * rather than a periodic job scanning everyone's.
 */
export async function insertNotification(db: Queryable, n: { userId: string; type: string; params: Record<string, unknown>; link: string; now: Date }): Promise<void> {
  await db.query('INSERT INTO notifications (user_id, type, params, link, created_at) VALUES ($1, $2, $3, $4, $5)', [n.userId, n.type, JSON.stringify(n.params), n.link, n.now]);
  await db.query(
    `DELETE FROM notifications WHERE user_id = $1
       AND id < (SELECT id FROM notifications WHERE user_id = $1 ORDER BY id DESC OFFSET $2 - 1 LIMIT 1)`,
    [n.userId, NOTIFICATIONS_KEPT],
  );
}

/**
 * Newest first, those before `beforeId` (db/keyset-page.ts), with the bell's count: the unread
 * among the newest NOTIFICATIONS_KEPT, as the bell always counted. One statement: the bell is on
 * every signed-in page, and the dashboard's calls make at most two (the session's and their own).
 */
export async function listNotificationsWithUnread(db: Queryable, userId: string, beforeId: bigint | null, limit: number): Promise<{ rows: NotificationRow[]; unread: number }> {
  // The query is the function notifications_page (migration 039, decision 085).
  const result = await db.query<Partial<NotificationRow> & { unread: number }>({
    name: 'notifications-page',
    text: 'SELECT unread, id, type, params, link, created_at, read_at FROM notifications_page($1, $2, $3, $4)',
    values: [userId, beforeId, limit, NOTIFICATIONS_KEPT],
  });
  const unread = result.rows[0]?.unread ?? 0;
  // No notification in the page: the one row carries the count alone.
  const rows = result.rows.filter((row) => row.id !== null && row.id !== undefined) as NotificationRow[];
  return { rows, unread };
}

/** Every notification read, or with `link` those that lead to that page (the page has shown what they said). */
export async function markAllRead(db: Queryable, userId: string, now: Date, link?: string): Promise<void> {
  await db.query('UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL AND ($3::text IS NULL OR link = $3)', [userId, now, link ?? null]);
}
