/**
 * What a database holds before a restore into it. pg_restore into a database that already has our
 * schema either stops at the first existing object or, without --exit-on-error, carries on and
 * leaves old and restored rows mixed: `npm run admin -- restore-check` refuses such a target first.
 */
import type { Queryable } from './pool.ts';

export interface RestoreTarget {
  database: string;
  serverVersion: string;
  /** Tables, sequences, views and functions outside the system schemas. */
  objects: number;
  /** Rows in users and the last applied migration, when our schema is there. */
  users: bigint | null;
  lastMigration: string | null;
}

export async function describeRestoreTarget(db: Queryable): Promise<RestoreTarget> {
  const { rows: [info] } = await db.query<{ database: string; server_version: string; objects: bigint; has_users: boolean; has_migrations: boolean }>(
    `SELECT current_database() AS database, current_setting('server_version') AS server_version,
       (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE c.relkind IN ('r', 'p', 'S', 'v', 'm', 'f')
           AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%')
       + (SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
           WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%') AS objects,
       to_regclass('public.users') IS NOT NULL AS has_users,
       to_regclass('public.schema_migrations') IS NOT NULL AS has_migrations`,
  );
  const users = info!.has_users ? (await db.query<{ n: bigint }>('SELECT count(*) AS n FROM users')).rows[0]!.n : null;
  const lastMigration = info!.has_migrations ? ((await db.query<{ name: string | null }>('SELECT max(name) AS name FROM schema_migrations')).rows[0]!.name) : null;
  return { database: info!.database, serverVersion: info!.server_version, objects: Number(info!.objects), users, lastMigration };
}
