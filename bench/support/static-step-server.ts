/**
 * One step of bench/static-bisection.ts: a process that answers the TON Connect manifest with the
 * production server's prepared answer (StaticResponses, the resource set of security headers), plus
 * what the steps up to `step` add of the production process, one at a time:
 *   plain    node:http and the prepared answer, nothing else
 *   fastify  a Fastify app with no plugin or option but the server factory that answers first
 *   options  + the options app.ts gives Fastify (logger, trusted proxies, body limit, request id…)
 *   als      + an AsyncLocalStorage entered once, as the first transaction does (decision 038)
 *   modules  + the whole server's code loaded (app.ts and everything it imports), nothing of it run
 *   app      the whole app instead (buildApp with its services, on DATABASE_URL, one transaction run), no job
 *   jobs     + the background jobs, as main.ts starts them
 *   node bench/support/static-step-server.ts <step> <port>
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import Fastify from 'fastify';
import { loadConfig } from '../../apps/server/src/config.ts';
import { landingFor } from '../../apps/server/src/http/landing-page.ts';
import { requestId } from '../../apps/server/src/http/request-id.ts';
import { requestLoggerFactory } from '../../apps/server/src/http/request-logger.ts';
import { securityHeaders } from '../../apps/server/src/http/security-headers.ts';
import { StaticResponses } from '../../apps/server/src/http/static-responses.ts';
import { trustedProxies } from '../../apps/server/src/http/trusted-proxies.ts';
import { createLogger } from '../../apps/server/src/lib/logger.ts';
import { tonConnectManifest } from '../../apps/server/src/modules/wallet/tonconnect-manifest.ts';

export const STEPS = ['plain', 'fastify', 'options', 'als', 'modules', 'app', 'jobs'] as const;
export type Step = (typeof STEPS)[number];

const [stepName, portText] = process.argv.slice(2);
const step = STEPS.indexOf(stepName as Step);
if (step === -1) throw new Error(`unknown step ${stepName}: one of ${STEPS.join(', ')}`);
const port = Number(portText);
const config = loadConfig();
const statics = new StaticResponses(securityHeaders(config));
statics.add('/tonconnect-manifest.json', tonConnectManifest(config));
const answer = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => {
  if (!statics.answer(request, response, landingFor(request))) next();
};

const listening = () => process.send?.('listening');
if (step >= 5) {
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { connectDatabase } = await import('../../apps/server/src/db/open-database.ts');
  const { SystemClock } = await import('../../apps/server/src/lib/clock.ts');
  const { createMailer } = await import('../../apps/server/src/modules/email/mailer.ts');
  const { createServices } = await import('../../apps/server/src/composition/services.ts');
  const log = createLogger(config);
  const db = connectDatabase(config, config.databaseUrl!, log);
  const ctx = { config, db, clock: new SystemClock(), mailer: createMailer(config, (message) => log.info(message)), log, metrics: undefined };
  const services = await createServices(ctx);
  const app = await buildApp(ctx, { services });
  // What the production process has done once it has served a write: its transaction marker entered.
  await db.transaction(async (tx) => tx.query('SELECT 1'));
  if (step >= 6) {
    const { backgroundJobs } = await import('../../apps/server/src/composition/jobs.ts');
    const { startJobs } = await import('../../apps/server/src/jobs/job-runner.ts');
    startJobs(db, log, await backgroundJobs(ctx, services));
  }
  await app.listen({ port, host: '127.0.0.1' });
  listening();
} else if (step === 0) {
  http.createServer((request, response) => answer(request, response, () => {
    response.writeHead(404);
    response.end();
  })).listen(port, '127.0.0.1', listening);
} else {
  const serverFactory = (handler: http.RequestListener) => {
    const server = http.createServer((request, response) => answer(request, response, () => handler(request, response)));
    if (step >= 2) server.keepAliveTimeout = 72_000;
    return server;
  };
  const app = step >= 2
    ? Fastify({
      loggerInstance: createLogger(config),
      trustProxy: trustedProxies(config.trustProxy),
      bodyLimit: 64 * 1024,
      genReqId: requestId,
      childLoggerFactory: requestLoggerFactory,
      serverFactory,
    })
    : Fastify({ serverFactory });
  if (step >= 3) new AsyncLocalStorage<{ open: boolean }>().run({ open: false }, () => undefined);
  if (step >= 4) await import('../../apps/server/src/app.ts');
  await app.listen({ port, host: '127.0.0.1' });
  listening();
}
