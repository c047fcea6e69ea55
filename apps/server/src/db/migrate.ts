import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './pool.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
// Any constant works; it only has to be the same for every instance of the server.
const MIGRATION_LOCK = 7_320_115;

/** Applies pending migrations in order, once, even with several servers starting together. */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    // A migration may wait for another instance's and rewrite large tables: not a request's bounds.
    await tx.query('SET LOCAL lock_timeout = 0; SET LOCAL statement_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name));
    const applied: string[] = [];
    for (const file of files.filter((name) => !done.has(name))) {
      await tx.query(await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
