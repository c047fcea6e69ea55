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

export async function ticketsOfUser(db: Queryable, userId: string): Promise<TicketRow[]> {
  return (await db.query<TicketRow>('SELECT * FROM support_tickets WHERE user_id = $1 ORDER BY created_at DESC LIMIT 50', [userId])).rows;
}

export async function findTicket(db: Queryable, id: string): Promise<TicketRow | null> {
  return (await db.query<TicketRow>('SELECT * FROM support_tickets WHERE id = $1', [id])).rows[0] ?? null;
}

export async function adminTickets(db: Queryable, status: string, limit: number) {
  const result = await db.query<TicketRow & { nickname: string; email: string | null }>(
    `SELECT t.*, u.nickname, u.email FROM support_tickets t JOIN users u ON u.id = t.user_id
     WHERE t.status = $1 ORDER BY t.created_at ${status === 'open' ? 'ASC' : 'DESC'} LIMIT $2`,
    [status, limit],
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
