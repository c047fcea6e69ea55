import type { Queryable } from '../../db/pool.ts';

export async function setRole(db: Queryable, email: string, role: 'user' | 'admin', now: Date): Promise<boolean> {
  const result = await db.query('UPDATE users SET role = $2, updated_at = $3 WHERE email = $1', [email, role, now]);
  return (result.rowCount ?? 0) > 0;
}

export async function listAdmins(db: Queryable): Promise<{ email: string; nickname: string }[]> {
  const result = await db.query<{ email: string; nickname: string }>("SELECT email, nickname FROM users WHERE role = 'admin' ORDER BY email");
  return result.rows;
}
