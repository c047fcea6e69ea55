import type { Queryable } from '#server/db/pool.ts';

export interface AuditEvent {
  actorId: string | null;
  /**
   * Who acted, readable even after the account is gone: an email, or "cli". Null for an account
   * without an email (made in Telegram, decision 045): its nickname is written instead.
   */
  actorLabel: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  now: Date;
}

export interface AuditRow {
  id: bigint;
  actor_id: string | null;
  actor_label: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: Date;
}

/** Appends one entry, in the caller's transaction when it has one (the action and its trace commit together). */
export async function appendAudit(db: Queryable, event: AuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, actor_label, action, target_type, target_id, before, after, ip, created_at)
     VALUES ($1, coalesce($2::text, (SELECT nickname FROM users WHERE id = $1), 'unknown'), $3, $4, $5, $6, $7, $8, $9)`,
    [event.actorId, event.actorLabel, event.action, event.targetType ?? null, event.targetId ?? null,
      event.before === undefined ? null : JSON.stringify(event.before), event.after === undefined ? null : JSON.stringify(event.after),
      event.ip ?? null, event.now],
  );
}

export interface AuditFilter {
  action?: string | undefined;
  actorId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  beforeId?: bigint | undefined;
  limit: number;
}

/**
 * The log is append-only, so an entry keeps the label it was written with; a deleted account's
 * entries read "deleted account" (decision 025).
 */
const AUDIT_SELECT = `SELECT a.id, a.actor_id, CASE WHEN u.deleted_at IS NOT NULL THEN 'deleted account' ELSE a.actor_label END AS actor_label,
  a.action, a.target_type, a.target_id, a.before, a.after, a.ip, a.created_at
  FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id`;

export async function listAudit(db: Queryable, filter: AuditFilter): Promise<AuditRow[]> {
  const result = await db.query<AuditRow>(
    `${AUDIT_SELECT}
     WHERE ($1::text IS NULL OR a.action = $1) AND ($2::uuid IS NULL OR a.actor_id = $2)
       AND ($3::timestamptz IS NULL OR a.created_at >= $3) AND ($4::timestamptz IS NULL OR a.created_at < $4)
       AND ($5::bigint IS NULL OR a.id < $5)
     ORDER BY a.id DESC LIMIT $6`,
    [filter.action ?? null, filter.actorId ?? null, filter.from ?? null, filter.to ?? null, filter.beforeId ?? null, filter.limit],
  );
  return result.rows;
}

export async function listAuditActions(db: Queryable): Promise<string[]> {
  const result = await db.query<{ action: string }>('SELECT DISTINCT action FROM audit_log ORDER BY action');
  return result.rows.map((row) => row.action);
}

/** The entries about one thing (a user, a cluster), newest first. */
export async function listAuditOfTarget(db: Queryable, targetType: string, targetId: string, limit: number): Promise<AuditRow[]> {
  const result = await db.query<AuditRow>(
    `${AUDIT_SELECT} WHERE a.target_type = $1 AND a.target_id = $2 ORDER BY a.id DESC LIMIT $3`,
    [targetType, targetId, limit],
  );
  return result.rows;
}
