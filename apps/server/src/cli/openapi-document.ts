/**
 * Writes the OpenAPI document the server serves at /api/openapi.json to a file (default
 * .tmp/openapi.json), built by the app factory without listening and without a database: the
 * document depends on the routes only (decision 064). `npm run lint:openapi` lints that file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createDatabase } from '#server/db/pool.ts';
import { SystemClock } from '#server/lib/clock.ts';

async function run(file: string): Promise<void> {
  // Nothing listens on port 9 (discard): a query would fail at once, and building the app makes none.
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATABASE_URL: 'postgres://document@127.0.0.1:9/none', APP_URL: process.env.APP_URL ?? 'https://fre.example' });
  const db = createDatabase(config.databaseUrl!, { max: 1 });
  const app = await buildApp({ config, db, clock: new SystemClock(), mailer: { send: async () => undefined } }, { serveWeb: false });
  await app.ready();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await db.close();
}

run(process.argv[2] ?? path.join('.tmp', 'openapi.json')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
