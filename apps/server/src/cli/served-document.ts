/**
 * The OpenAPI document the server serves at /api/openapi.json, built by the app factory without
 * listening and without a database: the document depends on the routes only (decision 064). Read by
 * `npm run lint:openapi` and by the example client's type generation.
 */
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createDatabase } from '#server/db/pool.ts';
import { SystemClock } from '#server/lib/clock.ts';

export async function servedDocument(appUrl = process.env.APP_URL ?? 'https://fre.example'): Promise<ReturnType<Awaited<ReturnType<typeof buildApp>>['swagger']>> {
  // Nothing listens on port 9 (discard): a query would fail at once, and building the app makes none.
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATABASE_URL: 'postgres://document@127.0.0.1:9/none', APP_URL: appUrl });
  const db = createDatabase(config.databaseUrl!, { max: 1 });
  const app = await buildApp({ config, db, clock: new SystemClock(), mailer: { send: async () => undefined } }, { serveWeb: false });
  await app.ready();
  const document = app.swagger();
  await app.close();
  await db.close();
  return document;
}
