import { SORT_TIME } from '#server/db/keyset-page.ts';
import type { Queryable } from '#server/db/pool.ts';

export interface TicketRow {
  id: string;
  user_id: string;
  category: string;
  message: string;
  screenshot_file: string | null;
  status: 'open' | 'answered' | 'closed';
  reply: string | null;
  replied_at: Date | null;
  created_at: Date;
}

export async function insertTicket(db: Queryable, t: { userId: string; category: string; message: string; screenshot: string | null; now: Date }): Promise<TicketRow> {
  const result = await db.query<TicketRow>(
    'INSERT INTO support_tickets (user_id, category, message, screenshot_file, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING *',
    [t.userId, t.category, t.message, t.screenshot, t.now],
  );
  return result.rows[0]!;
}

export type SortedTicketRow = TicketRow & { sort_at: string };

/** A player's tickets, newest first, a page at a time. */
export async function ticketsOfUser(db: Queryable, userId: string, after: { at: string; id: string } | null, limit: number): Promise<SortedTicketRow[]> {
  const result = await db.query<SortedTicketRow>(
    `SELECT *, ${SORT_TIME('created_at')} AS sort_at FROM support_tickets
     WHERE user_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
     ORDER BY created_at DESC, id DESC LIMIT $4`,
    [userId, after?.at ?? null, after?.id ?? null, limit],
  );
  return result.rows;
}

export async function findTicket(db: Queryable, id: string): Promise<TicketRow | null> {
  return (await db.query<TicketRow>('SELECT * FROM support_tickets WHERE id = $1', [id])).rows[0] ?? null;
}

export type AdminTicketRow = SortedTicketRow & { nickname: string; email: string | null };

/** The back office's tickets of one status, a page at a time: the open oldest first (who waited longest), the others newest first. */
export async function adminTickets(db: Queryable, status: 'open' | 'answered' | 'closed', after: { at: string; id: string } | null, limit: number): Promise<AdminTicketRow[]> {
  const open = status === 'open';
  const result = await db.query<AdminTicketRow>(
    `SELECT t.*, u.nickname, u.email, ${SORT_TIME('t.created_at')} AS sort_at FROM support_tickets t JOIN users u ON u.id = t.user_id
     WHERE t.status = $1 AND ($2::timestamptz IS NULL OR (t.created_at, t.id) ${open ? '>' : '<'} ($2::timestamptz, $3::uuid))
     ORDER BY t.created_at ${open ? 'ASC' : 'DESC'}, t.id ${open ? 'ASC' : 'DESC'} LIMIT $4`,
    [status, after?.at ?? null, after?.id ?? null, limit],
  );
  return result.rows;
}

export async function replyToTicket(db: Queryable, r: { id: string; reply: string; by: string; close: boolean; now: Date }): Promise<TicketRow | null> {
  const result = await db.query<TicketRow>(
    `UPDATE support_tickets SET reply = $2, replied_by = $3, replied_at = $4, status = CASE WHEN $5 THEN 'closed' ELSE 'answered' END
     WHERE id = $1 AND status <> 'closed' RETURNING *`,
    [r.id, r.reply, r.by, r.now, r.close],
  );
  return result.rows[0] ?? null;
}

/**
 * Deletes a batch of tickets closed before `before` and returns their screenshots' keys. A closed
 * ticket takes no further reply (replyToTicket), so its replied_at is when it was closed. SKIP
 * LOCKED: an instance running the job at the same time takes other rows.
 */
export async function deleteClosedBefore(db: Queryable, before: Date, limit: number): Promise<{ id: string; screenshot_file: string | null }[]> {
  const result = await db.query<{ id: string; screenshot_file: string | null }>(
    `DELETE FROM support_tickets WHERE id IN (
       SELECT id FROM support_tickets WHERE status = 'closed' AND replied_at < $1 ORDER BY replied_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id, screenshot_file`,
    [before, limit],
  );
  return result.rows;
}
