/** A second app on a test app's database whose structured logs are captured for inspection. */
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createDatabase } from '#server/db/pool.ts';
import { AdjustableClock } from '#server/lib/clock.ts';
import { createLogger } from '#server/lib/logger.ts';
import type { OutgoingEmail } from '#server/modules/email/mailer.ts';
import { CHEAP_BOT_CHALLENGE } from './solved-challenge.ts';
import type { TestApp } from './test-app.ts';

export interface LoggedApp {
  baseUrl: string;
  clock: AdjustableClock;
  sent: OutgoingEmail[];
  /** Every log line written so far, as pino wrote it (one JSON object per line). */
  logs(): string;
  close(): Promise<void>;
}

export async function startLoggedApp(t: TestApp, logLevel: 'info' | 'debug', env: Record<string, string> = {}): Promise<LoggedApp> {
  const url = (t.db.pool.options as { connectionString: string }).connectionString;
  let logged = '';
  const sink = new Writable({ write(chunk, _encoding, done) { logged += chunk.toString(); done(); } });
  const sent: OutgoingEmail[] = [];
  const db = createDatabase(url, { max: 5 });
  const clock = new AdjustableClock();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: logLevel, AUTH_RATE_LIMIT_PER_MINUTE: '1000', FRE_DATA_DIR: '.tmp/test-data', ...CHEAP_BOT_CHALLENGE, ...env }),
    db,
    clock,
    mailer: { send: async (email) => void sent.push(email) },
    log: createLogger({ logLevel }, sink) as never,
  }, { serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    clock,
    sent,
    logs: () => logged,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
