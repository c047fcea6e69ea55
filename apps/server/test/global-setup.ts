/**
 * One embedded PostgreSQL per test run (real Postgres, never PGlite: races must be real).
 * A migrated template database is made once; each test file clones it (see test-app.ts).
 */
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.ts';
import { createDatabase } from '../src/db/pool.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

const repoRoot = path.resolve(new URL('../../..', import.meta.url).pathname);

export default async function setup(project: TestProject) {
  // Another port gets its own cluster, so two test runs on one machine do not share (and drop) databases.
  const port = Number(process.env.FRE_TEST_PG_PORT ?? 54331);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(repoRoot, '.tmp', port === 54331 ? 'test-db' : `test-db-${port}`),
    port,
    fast: true,
    log: () => undefined,
  });
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname LIKE 'fre_test_%' OR datname = 'fre_template'`);
  const stale = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'fre_test_%' OR datname = 'fre_template'`);
  for (const { datname } of stale.rows) await admin.query(`DROP DATABASE "${datname}"`);
  await admin.query('CREATE DATABASE fre_template');
  await admin.end();
  const template = createDatabase(server.urlFor('fre_template'), 1);
  await migrate(template);
  await template.close();
  project.provide('adminDatabaseUrl', server.adminUrl);
  return async () => {
    await server.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
