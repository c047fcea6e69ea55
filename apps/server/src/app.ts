import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebHosting } from './http/web-hosting.ts';
import { AdjustableClock } from './lib/clock.ts';
import { createLogger } from './lib/logger.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { miningRoutes } from './modules/mining/mining.routes.ts';
import { testClockRoutes } from './modules/test-clock/test-clock.routes.ts';
import { meRoutes } from './modules/users/me.routes.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole HTTP application without listening; tests call app.inject(). */
export async function buildApp(ctx: Omit<AppContext, 'log'> & { log?: AppContext['log'] }, options: { serveWeb?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log ?? createLogger(ctx.config),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  const context: AppContext = { ...ctx, log: app.log };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(cookie);
  await registerSecurityHeaders(app);
  await app.register(rateLimit, {
    max: ctx.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });
  await registerOpenApi(app);
  registerAuthentication(app, context);
  registerOriginCheck(app, context);

  await app.register(healthRoutes(context));
  await app.register(authRoutes(context));
  await app.register(meRoutes(context));
  await app.register(miningRoutes(context));
  await app.register(ledgerRoutes(context));
  if (ctx.config.testClock && ctx.clock instanceof AdjustableClock) await app.register(testClockRoutes(ctx.clock));

  await registerWebHosting(app, options.serveWeb === false ? '/nonexistent' : ctx.config.webDist);
  return app;
}
