import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from '#server/db/pool.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { Mailer } from '#server/modules/email/mailer.ts';
import type { Metrics } from '#server/modules/metrics/metrics.ts';

/** What services need from the outside world; tests build it with their own database and clock. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /**
   * Present only when metrics are exposed (METRICS_PORT or METRICS_TOKEN): otherwise nothing is
   * counted. Contexts that tests, benches and the CLI build leave it out.
   */
  metrics?: Metrics | undefined;
}
