/** Builds the real application on a fresh clone of the migrated database, with a movable clock. */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/pool.ts';
import { AdjustableClock } from '../src/lib/clock.ts';
import type { Mailer, OutgoingEmail } from '../src/modules/email/mailer.ts';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  db: Database;
  clock: AdjustableClock;
  sent: OutgoingEmail[];
  close(): Promise<void>;
}

async function cloneTemplate(adminUrl: string): Promise<string> {
  const name = `fre_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE fre_template`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const databaseUrl = await cloneTemplate(inject('adminDatabaseUrl'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FRE_TEST_CLOCK: '1', DATABASE_URL: databaseUrl, PORT: '0', AUTH_RATE_LIMIT_PER_MINUTE: '100000', FRE_DATA_DIR: path.resolve('.tmp', 'test-data'), ...env });
  const db = createDatabase(databaseUrl, 40);
  const clock = new AdjustableClock();
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = { send: async (email) => void sent.push(email) };
  const app = await buildApp({ config, db, clock, mailer }, { serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    clock,
    sent,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
