/** Builds the real application on a fresh clone of the migrated database, with a movable clock. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/open-database.ts';
import type { Database } from '#server/db/pool.ts';
import { AdjustableClock } from '#server/lib/clock.ts';
import type { Mailer, OutgoingEmail } from '#server/modules/email/mailer.ts';
import { cloneTemplateDatabase } from './clone-database.ts';
import { checkAnswers, flushFindings, recordAnswers } from './contract-recorder.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import { CHEAP_BOT_CHALLENGE } from './solved-challenge.ts';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  db: Database;
  clock: AdjustableClock;
  sent: OutgoingEmail[];
  close(): Promise<void>;
}

const silentLog = { warn: () => undefined, info: () => undefined };

/**
 * FRE_TEST_INSTANCES=2 (or `instances: 2`) runs two app instances on the one database behind a
 * round-robin proxy: `baseUrl` alternates between them, `app` and `db` are the first instance's.
 * `poolSize`: connections of each instance's pool (40 unless given; the server's own default is 10).
 * The hottest reads use named prepared statements, as `npm start` does on its embedded database,
 * unless PgBouncer in transaction mode stands between (FRE_TEST_POOLER), as operators run it
 * (DATABASE_PREPARED_STATEMENTS=auto, decision 016).
 * `through`: the URL the app connects with instead of its clone's (a pooler or a proxy in front of it).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { instances?: number; poolSize?: number; through?: (databaseUrl: string) => string } = {},
): Promise<TestApp> {
  const cloneUrl = await cloneTemplateDatabase();
  const databaseUrl = options.through?.(cloneUrl) ?? cloneUrl;
  const preparedStatements = process.env.FRE_TEST_POOLER ? '0' : '1';
  const config = loadConfig({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', FRE_TEST_CLOCK: '1', DATABASE_URL: databaseUrl, DATABASE_PREPARED_STATEMENTS: preparedStatements, PORT: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000', FRE_DATA_DIR: path.resolve('.tmp', 'test-data'), ...CHEAP_BOT_CHALLENGE, ...env,
  });
  const clock = new AdjustableClock();
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = { send: async (email) => void sent.push(email) };
  const count = options.instances ?? Number(process.env.FRE_TEST_INSTANCES ?? 1);
  const instances: { app: FastifyInstance; db: Database; url: string }[] = [];
  for (let i = 0; i < count; i++) {
    const db = connectDatabase(config, databaseUrl, silentLog, { max: options.poolSize ?? 40 });
    // The built web app only for the tests that pass one (FRE_WEB_DIST).
    const app = await buildApp({ config, db, clock, mailer }, { serveWeb: env.FRE_WEB_DIST !== undefined, instrument: recordAnswers });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, db, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
  }
  const proxy = count > 1 ? await startRoundRobinProxy(instances.map((instance) => instance.url)) : null;
  return {
    app: instances[0]!.app,
    baseUrl: proxy?.url ?? instances[0]!.url,
    db: instances[0]!.db,
    clock,
    sent,
    async close() {
      await proxy?.close();
      for (const { app, db } of instances) {
        checkAnswers(app);
        await app.close();
        await db.close();
      }
      flushFindings();
    },
  };
}
