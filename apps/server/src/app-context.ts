import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from '#server/db/pool.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { BusinessEvents } from '#server/lib/business-events.ts';
import type { Mailer } from '#server/lib/mailer.ts';

/** What services need from the outside world; tests build it with their own database and clock. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /**
   * Present only when metrics are exposed (METRICS_PORT or METRICS_TOKEN): otherwise nothing is
   * counted. Contexts that tests, benches and the CLI build leave it out. Services only count
   * business events; the instance's whole registry (modules/metrics) is the composition root's.
   */
  metrics?: { business: BusinessEvents } | undefined;
}
