import type { Queryable } from '#server/db/pool.ts';

/** The user's id when the email exists (whether or not the role changed). */
export async function setRole(db: Queryable, email: string, role: 'user' | 'admin', now: Date): Promise<string | null> {
  const result = await db.query<{ id: string }>('UPDATE users SET role = $2, updated_at = $3 WHERE email = $1 RETURNING id', [email, role, now]);
  return result.rows[0]?.id ?? null;
}

export async function listAdmins(db: Queryable): Promise<{ email: string; nickname: string }[]> {
  const result = await db.query<{ email: string; nickname: string }>("SELECT email, nickname FROM users WHERE role = 'admin' ORDER BY email");
  return result.rows;
}
