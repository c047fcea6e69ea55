/**
 * One PostgreSQL per test run (real Postgres, never PGlite: races must be real). A migrated
 * template database is made once; each test file clones it (see clone-database.ts).
 *
 * The server is the embedded one, or the one at FRE_TEST_ADMIN_DATABASE_URL (a superuser's URL of
 * its maintenance database; `npm run bench:external-pg` runs the suites on Debian's PostgreSQL 15
 * this way). FRE_TEST_POOLER=pgbouncer puts Debian's PgBouncer in transaction mode between every
 * app connection and the server (`npm run test:at-scale`); cloning still goes direct.
 */
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '#server/db/migrate.ts';
import { createDatabase } from '#server/db/pool.ts';
import { PortTakenError, startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { syncShopCatalogue } from '#server/modules/shop/shop-catalogue.ts';
import { checkContractFindings, clearContractFindings } from './contract-check.ts';
import { freePort, preferredOrFreePort } from './free-port.ts';
import { startPgBouncer } from './pgbouncer.ts';

const repoRoot = path.resolve(new URL('../../..', import.meta.url).pathname);

async function startServer(port: number): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  const external = process.env.FRE_TEST_ADMIN_DATABASE_URL;
  if (external) return { adminUrl: external, stop: async () => undefined };
  return startEmbeddedPostgres({
    dataDir: path.join(repoRoot, '.tmp', port === 54331 ? 'test-db' : `test-db-${port}`),
    port,
    fast: true,
    log: () => undefined,
  });
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  clearContractFindings();
  // Another port gets its own cluster, so two test runs on one machine do not share (and drop) databases.
  let port = Number(process.env.FRE_TEST_PG_PORT ?? 54331);
  const server = await startServer(port).catch(async (error: unknown) => {
    // Only the default port moves: a port asked for is the caller's to free.
    if (!(error instanceof PortTakenError) || process.env.FRE_TEST_PG_PORT) throw error;
    port = await freePort();
    return startServer(port);
  });
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname LIKE 'fre_test_%' OR datname = 'fre_template'`);
  const stale = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'fre_test_%' OR datname = 'fre_template'`);
  for (const { datname } of stale.rows) await admin.query(`DROP DATABASE "${datname}"`);
  await admin.query('CREATE DATABASE fre_template');
  await admin.end();
  const pooler = process.env.FRE_TEST_POOLER === 'pgbouncer'
    ? await startPgBouncer({ serverUrl: server.adminUrl, port: await preferredOrFreePort(port + 1000), dir: path.join('/tmp', `fre-pgbouncer-${port}`), serverIdleTimeoutSeconds: 5 })
    : null;
  // Direct: a pooler's idle server connection to the template would block every clone of it.
  const template = createDatabase(databaseUrl(server.adminUrl, 'fre_template'), { max: 1 });
  await migrate(template);
  await syncShopCatalogue(template);
  await template.close();
  project.provide('adminDatabaseUrl', server.adminUrl);
  project.provide('appDatabaseServerUrl', pooler?.urlFor('postgres') ?? server.adminUrl);
  return async () => {
    await pooler?.stop();
    await server.stop();
    checkContractFindings();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** Any database's URL on the server the app connects to (the pooler when there is one). */
    appDatabaseServerUrl: string;
  }
}
