import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { firstScreenPage } from '#server/composition/first-screen.ts';
import type { InstanceContext } from '#server/composition/instance-context.ts';
import { registerRoutes } from '#server/composition/routes.ts';
import { createServices, type Services } from '#server/composition/services.ts';
import { sessionLookups } from '#server/composition/sessions.ts';
import { registerAuthentication } from '#server/http/authenticate.ts';
import { registerMaintenance } from '#server/http/maintenance.ts';
import { trustedProxies } from '#server/http/trusted-proxies.ts';
import { registerErrorHandling } from '#server/http/error-handler.ts';
import { registerOpenApi } from '#server/http/openapi.ts';
import { registerOriginCheck } from '#server/http/origin-check.ts';
import { registerRequestId, requestId } from '#server/http/request-id.ts';
import { requestLoggerFactory } from '#server/http/request-logger.ts';
import { registerSecurityHeaders, securityHeaders } from '#server/http/security-headers.ts';
import { StaticResponses } from '#server/http/static-responses.ts';
import { sharedRateLimitStore } from '#server/http/rate-limit/shared-rate-limit-store.ts';
import { registerStatementLogging } from '#server/http/statement-logging.ts';
import { registerStrictQuery } from '#server/http/strict-query.ts';
import { registerRequestMetrics } from '#server/http/request-metrics.ts';
import { serializerCompiler } from '#server/http/response-serializer.ts';
import { landingFor } from '#server/http/landing-page.ts';
import { registerWebHosting } from '#server/http/web-hosting.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createMetrics, metricsExposed } from '#server/modules/metrics/metrics.ts';
import { tonConnectManifest } from '#server/modules/wallet/tonconnect-manifest.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface RouteSummary {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, so tests enumerate them instead of keeping a hand-made list. */
    routeList: RouteSummary[];
  }
}

/**
 * Builds the whole HTTP application without listening; tests call app.inject(). `services`: the
 * instance's, built once by the composition root and shared with its jobs (main.ts); otherwise
 * built here from the context. `instrument`: hooks a test adds to every route.
 */
export async function buildApp(
  ctx: Omit<InstanceContext, 'log'> & { log?: InstanceContext['log'] },
  options: { serveWeb?: boolean; services?: Services; instrument?: (app: FastifyInstance) => void } = {},
): Promise<FastifyInstance> {
  const headers = securityHeaders(ctx.config);
  const statics = new StaticResponses(headers);
  const app = Fastify({
    loggerInstance: ctx.log ?? createLogger(ctx.config),
    trustProxy: trustedProxies(ctx.config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestId,
    // Each request's pino child is made when it first writes a line (request-logger.ts).
    childLoggerFactory: requestLoggerFactory,
    // Answers prepared at start go out before Fastify's per-request work (static-responses.ts).
    serverFactory: (handler) => {
      const server = http.createServer((request, response) => {
        if (!statics.answer(request, response, landingFor(request))) handler(request, response);
      });
      // Fastify's own default: longer than the 60 s idle timeout of common load balancers.
      server.keepAliveTimeout = 72_000;
      return server;
    },
  });
  // main.ts passes the instance's metrics (the jobs record into them too); tests get theirs here.
  const metrics = ctx.metrics ?? (metricsExposed(ctx.config) ? createMetrics(ctx.db) : undefined);
  const context: InstanceContext = { ...ctx, log: app.log, metrics };
  const routes: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  app.decorate('routeList', routes);
  // Fastify reads text/plain bodies as strings, which every JSON schema then refused as a 400 with
  // a field `_`: a body the API does not take is 415 unsupported_media_type (decision 060).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestId(app);
  // A test's observer (the contract recorder): before any route, or Fastify does not give it the routes' answers.
  options.instrument?.(app);
  registerErrorHandling(app);
  registerStatementLogging(app);
  registerStrictQuery(app);
  // Before any route is declared: each route gets its own timing hook (request-metrics.ts).
  if (metrics) registerRequestMetrics(app, metrics.http);

  await app.register(cookie);
  registerSecurityHeaders(app, headers);
  statics.add('/tonconnect-manifest.json', tonConnectManifest(ctx.config));
  // After authentication, so that a signed-in user is limited as a person (many users share an IP
  // behind a carrier NAT) and a guest by IP.
  await app.register(rateLimit, {
    max: ctx.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    allowList: (request) => !request.url.startsWith('/api/'),
    store: sharedRateLimitStore(ctx.db),
  });
  await registerOpenApi(app, ctx.config.appUrl);
  const services = options.services ?? (await createServices(context));
  const sessions = sessionLookups(context);
  registerAuthentication(app, sessions.forApi);
  registerOriginCheck(app, context);
  registerMaintenance(app, services.settings);
  await registerRoutes(app, context, services);

  const webDist = options.serveWeb === false ? '/nonexistent' : ctx.config.webDist;
  await registerWebHosting(app, statics, webDist, await firstScreenPage(context, services, sessions.forPage, webDist), ctx.config.links);
  return app;
}
