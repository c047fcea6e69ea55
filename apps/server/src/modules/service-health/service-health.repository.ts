/**
 * The last result of each outside check (service_health). Its own module, below the ones that write
 * a row (health's checks, the shop wallet, the hot wallet of payouts): health reads the shop, the
 * shop never reads health (docs/decisions/046).
 */
import type { Queryable } from '#server/db/pool.ts';

export async function saveCheck(db: Queryable, name: string, ok: boolean, detail: string | null, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO service_health (name, ok, detail, checked_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO UPDATE SET ok = EXCLUDED.ok, detail = EXCLUDED.detail, checked_at = EXCLUDED.checked_at`,
    [name, ok, detail, now],
  );
}

export async function readChecks(db: Queryable) {
  return (await db.query<{ name: string; ok: boolean; detail: string | null; checked_at: Date }>('SELECT * FROM service_health ORDER BY name')).rows;
}
