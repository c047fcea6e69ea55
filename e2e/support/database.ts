import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { E2E_DATA_DIR, PG_PORT } from '../playwright.config.ts';

/**
 * Runs one statement on the test server's embedded database and returns the affected row count.
 * Only for states no API can reach here: a payout refused on chain needs a hot wallet and a real
 * trace. The database is the running server's (reused, as the admin CLI does, and left running).
 */
export async function runSql(text: string, params: unknown[] = []): Promise<number> {
  const server = await startEmbeddedPostgres({ dataDir: E2E_DATA_DIR, port: PG_PORT, log: () => undefined });
  const client = new pg.Client({ connectionString: server.urlFor('fre') });
  await client.connect();
  try {
    return (await client.query(text, params)).rowCount ?? 0;
  } finally {
    await client.end();
    await server.stop();
  }
}
