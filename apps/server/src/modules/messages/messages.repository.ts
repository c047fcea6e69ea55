import type { Queryable } from '#server/db/pool.ts';

export interface GlobalMessageRow {
  id: bigint;
  type: 'info' | 'warning' | 'success';
  title: string;
  content: string;
  active: boolean;
  expires_at: Date | null;
  created_at: Date;
}

export interface InformationRow {
  id: bigint;
  title: string;
  content: string;
  created_at: Date;
}

type JsonRow<T> = { [K in keyof T]: T[K] extends bigint | Date | null ? string | null : T[K] };

const fromJsonGlobal = (g: JsonRow<GlobalMessageRow>): GlobalMessageRow => ({ ...g, id: BigInt(g.id!), expires_at: g.expires_at ? new Date(g.expires_at) : null, created_at: new Date(g.created_at!) });
const fromJsonInformation = (m: JsonRow<InformationRow>): InformationRow => ({ ...m, id: BigInt(m.id!), created_at: new Date(m.created_at!) });

/**
 * What a user's message centre shows, in one statement: the current global message if active,
 * unexpired and not yet read by this user, a page of the information messages (newest first, after
 * `after`), and how many of the newest `counted` this user has not read.
 */
export async function inboxOf(
  db: Queryable, userId: string, now: Date, page: { after: bigint | null; limit: number }, counted: number, readUpto: bigint,
): Promise<{ global: GlobalMessageRow | null; information: InformationRow[]; unread: number }> {
  // The query is the function inbox_of (migration 039, decision 085).
  const result = await db.query<{ global: JsonRow<GlobalMessageRow> | null; information: JsonRow<InformationRow>[]; unread: number }>({
    name: 'inbox-of',
    text: 'SELECT global, information, unread FROM inbox_of($1, $2, $3, $4, $5, $6)',
    values: [userId, now, page.after, page.limit, counted, readUpto],
  });
  const row = result.rows[0]!;
  return {
    global: row.global && fromJsonGlobal(row.global),
    information: row.information.map(fromJsonInformation),
    unread: row.unread,
  };
}

export async function markGlobalRead(db: Queryable, messageId: bigint, userId: string, now: Date): Promise<void> {
  await db.query('INSERT INTO global_message_reads (message_id, user_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [messageId, userId, now]);
}

/** The information messages, newest first, a page at a time. */
export async function informationPage(db: Queryable, after: bigint | null, limit: number): Promise<InformationRow[]> {
  return (await db.query<InformationRow>('SELECT id, title, content, created_at FROM information_messages WHERE $1::bigint IS NULL OR id < $1 ORDER BY id DESC LIMIT $2', [after, limit])).rows;
}

export async function markAllInformationRead(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'UPDATE users SET information_read_upto = GREATEST(information_read_upto, (SELECT coalesce(max(id), 0) FROM information_messages)) WHERE id = $1',
    [userId],
  );
}

/** Publishing a global message retires the previous one (one current message). */
export async function publishGlobal(db: Queryable, m: { type: string; title: string; content: string; expiresAt: Date | null; by: string; now: Date }): Promise<GlobalMessageRow> {
  await db.query('UPDATE global_messages SET active = false WHERE active');
  const result = await db.query<GlobalMessageRow>(
    'INSERT INTO global_messages (type, title, content, expires_at, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
    [m.type, m.title, m.content, m.expiresAt, m.by, m.now],
  );
  return result.rows[0]!;
}

export async function retireGlobal(db: Queryable): Promise<number> {
  return (await db.query('UPDATE global_messages SET active = false WHERE active')).rowCount ?? 0;
}

export async function currentGlobalWithReads(db: Queryable) {
  const result = await db.query<GlobalMessageRow & { reads: bigint }>(
    'SELECT g.*, (SELECT count(*) FROM global_message_reads r WHERE r.message_id = g.id) AS reads FROM global_messages g WHERE g.active',
  );
  return result.rows[0] ?? null;
}

export async function insertInformation(db: Queryable, m: { title: string; content: string; by: string; now: Date }): Promise<InformationRow> {
  const result = await db.query<InformationRow>(
    'INSERT INTO information_messages (title, content, created_by, created_at) VALUES ($1, $2, $3, $4) RETURNING id, title, content, created_at',
    [m.title, m.content, m.by, m.now],
  );
  return result.rows[0]!;
}
