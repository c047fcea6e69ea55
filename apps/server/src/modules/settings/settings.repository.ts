import type { Queryable } from '#server/db/pool.ts';

export async function readSettings(db: Queryable): Promise<Record<string, unknown>> {
  const result = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM app_settings');
  return Object.fromEntries(result.rows.map((row) => [row.key, row.value]));
}

export async function writeSetting(db: Queryable, key: string, value: unknown, by: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO app_settings (key, value, updated_at, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [key, JSON.stringify(value), now, by],
  );
}
