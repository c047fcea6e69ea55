import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { adminArea } from '#server/http/admin-area.ts';
import { registerAuthentication } from '#server/http/authenticate.ts';
import { registerMaintenance } from '#server/http/maintenance.ts';
import { trustedProxies } from '#server/http/trusted-proxies.ts';
import { adminGateRoutes } from '#server/modules/admin-gate/admin-gate.routes.ts';
import { agendaRoutes } from '#server/modules/agenda/agenda.routes.ts';
import { createAgendaService } from '#server/modules/agenda/agenda.service.ts';
import { bonusCodesRoutes } from '#server/modules/bonus-codes/bonus-codes.routes.ts';
import { contestRoutes } from '#server/modules/contest/contest.routes.ts';
import { leaderboardRoutes } from '#server/modules/leaderboard/leaderboard.routes.ts';
import { notificationsRoutes } from '#server/modules/notifications/notifications.routes.ts';
import { referralsRoutes } from '#server/modules/referrals/referrals.routes.ts';
import { telegramRoutes } from '#server/modules/telegram/telegram.routes.ts';
import { tonConnectManifest } from '#server/modules/wallet/tonconnect-manifest.ts';
import { walletRoutes } from '#server/modules/wallet/wallet.routes.ts';
import { kycRoutes } from '#server/modules/kyc/kyc.routes.ts';
import { createKycService } from '#server/modules/kyc/kyc.service.ts';
import { priceRoutes } from '#server/modules/price/price.routes.ts';
import { adsRoutes } from '#server/modules/ads/ads.routes.ts';
import { createAdsService } from '#server/modules/ads/ads.service.ts';
import { gamesRoutes } from '#server/modules/games/games.routes.ts';
import { createGamesService } from '#server/modules/games/games.service.ts';
import { messagesRoutes } from '#server/modules/messages/messages.routes.ts';
import { createMessagesService } from '#server/modules/messages/messages.service.ts';
import { pushRoutes } from '#server/modules/push/push.routes.ts';
import { createPushService } from '#server/modules/push/push.service.ts';
import { loadVapidKeys } from '#server/modules/push/vapid-keys.ts';
import { supportRoutes } from '#server/modules/support/support.routes.ts';
import { createSupportService } from '#server/modules/support/support.service.ts';
import { withdrawalsRoutes } from '#server/modules/withdrawals/withdrawals.routes.ts';
import { createWithdrawalsService } from '#server/modules/withdrawals/withdrawals.service.ts';
import { createPriceService } from '#server/modules/price/price.service.ts';
import { shopRoutes } from '#server/modules/shop/shop.routes.ts';
import { createStarsService } from '#server/modules/shop/stars.service.ts';
import { botMessagesRoutes } from '#server/modules/telegram/bot-messages.routes.ts';
import { telegramWebhookRoutes } from '#server/modules/telegram/telegram-webhook.routes.ts';
import { createShopService } from '#server/modules/shop/shop.service.ts';
import { createAdminGateService } from '#server/modules/admin-gate/admin-gate.service.ts';
import { clientConfigRoutes } from '#server/modules/settings/client-config.routes.ts';
import { publicSettingsRoutes } from '#server/modules/settings/settings.routes.ts';
import { createSettingsService } from '#server/modules/settings/settings.service.ts';
import { publicStatsRoutes } from '#server/modules/stats/stats.routes.ts';
import { createStatsService } from '#server/modules/stats/stats.service.ts';
import { registerErrorHandling } from '#server/http/error-handler.ts';
import { registerOpenApi } from '#server/http/openapi.ts';
import { registerOriginCheck } from '#server/http/origin-check.ts';
import { registerSecurityHeaders, securityHeaders } from '#server/http/security-headers.ts';
import { StaticResponses } from '#server/http/static-responses.ts';
import { sharedRateLimitStore } from '#server/http/rate-limit/shared-rate-limit-store.ts';
import { registerStatementLogging } from '#server/http/statement-logging.ts';
import { registerRequestMetrics } from '#server/http/request-metrics.ts';
import { createMetrics, metricsExposed } from '#server/modules/metrics/metrics.ts';
import { registerMetricsListener } from '#server/modules/metrics/metrics-listener.ts';
import { metricsRoutes } from '#server/modules/metrics/metrics.routes.ts';
import { landingFor } from '#server/http/landing-page.ts';
import { registerWebHosting } from '#server/http/web-hosting.ts';
import { createFirstScreenPage } from '#server/modules/first-screen/first-screen-page.ts';
import { createPageReads } from '#server/modules/first-screen/page-reads.ts';
import { AdjustableClock } from '#server/lib/clock.ts';
import { createLogger } from '#server/lib/logger.ts';
import { authRoutes } from '#server/modules/account/sign-in/auth.routes.ts';
import { passkeysRoutes } from '#server/modules/account/passkeys/passkeys.routes.ts';
import { createSignalHasher } from '#server/modules/abuse-signals/signal-hasher.ts';
import { loadSignalSecret } from '#server/modules/abuse-signals/signal-secret.ts';
import { botChallengeRoutes } from '#server/modules/bot-challenge/bot-challenge.routes.ts';
import { createBotChallengeService } from '#server/modules/bot-challenge/bot-challenge.service.ts';
import { loadChallengeSecret } from '#server/modules/bot-challenge/challenge-secret.ts';
import { healthRoutes } from '#server/modules/health/health.routes.ts';
import { ledgerRoutes } from '#server/modules/ledger/ledger.routes.ts';
import { miningRoutes } from '#server/modules/mining/mining.routes.ts';
import { testClockRoutes } from '#server/modules/test-clock/test-clock.routes.ts';
import { meRoutes } from '#server/modules/users/me.routes.ts';
import { myDataRoutes } from '#server/modules/my-data/my-data.routes.ts';
import { accountSecurityRoutes } from '#server/modules/account/sessions/account-security.routes.ts';
import { twoStepRoutes } from '#server/modules/account/two-step/two-step.routes.ts';

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

/** Builds the whole HTTP application without listening; tests call app.inject(). */
export async function buildApp(ctx: Omit<AppContext, 'log'> & { log?: AppContext['log'] }, options: { serveWeb?: boolean } = {}): Promise<FastifyInstance> {
  const headers = securityHeaders(ctx.config);
  const statics = new StaticResponses(headers);
  const app = Fastify({
    loggerInstance: ctx.log ?? createLogger(ctx.config),
    trustProxy: trustedProxies(ctx.config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
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
  const context: AppContext = { ...ctx, log: app.log, metrics };
  const routes: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  app.decorate('routeList', routes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerStatementLogging(app);
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
  await registerOpenApi(app);
  registerAuthentication(app, context);
  registerOriginCheck(app, context);

  const settings = createSettingsService(context);
  const stats = createStatsService(context);
  const gate = createAdminGateService(context);
  registerMaintenance(app, settings);

  await app.register(healthRoutes(context));
  await app.register(publicSettingsRoutes(settings));
  await app.register(clientConfigRoutes(context));
  await app.register(publicStatsRoutes(stats));
  const hasher = createSignalHasher(await loadSignalSecret(ctx.config));
  const challenges = createBotChallengeService(context, await loadChallengeSecret(ctx.config), hasher);
  await app.register(botChallengeRoutes(context, challenges));
  await app.register(authRoutes(context, hasher, challenges));
  await app.register(passkeysRoutes(context, hasher, challenges));
  await app.register(meRoutes(context));
  await app.register(myDataRoutes(context));
  await app.register(accountSecurityRoutes(context));
  await app.register(twoStepRoutes(context));
  await app.register(miningRoutes(context));
  await app.register(ledgerRoutes(context));
  await app.register(referralsRoutes(context, settings));
  await app.register(bonusCodesRoutes(context, challenges));
  await app.register(contestRoutes(context));
  await app.register(telegramRoutes(context));
  await app.register(leaderboardRoutes(context));
  await app.register(notificationsRoutes(context));
  await app.register(walletRoutes(context));
  const shop = createShopService(context);
  const stars = createStarsService(context, shop);
  await app.register(shopRoutes(shop, stars, settings));
  await app.register(telegramWebhookRoutes(context, stars));
  await app.register(botMessagesRoutes(context));
  await app.register(priceRoutes(createPriceService(context)));
  const kyc = createKycService(context);
  await app.register(kycRoutes(kyc));
  const withdrawals = createWithdrawalsService(context);
  await app.register(withdrawalsRoutes(withdrawals));
  const games = createGamesService(context);
  await app.register(gamesRoutes(games, settings));
  const messages = createMessagesService(context);
  await app.register(messagesRoutes(messages));
  const support = createSupportService(context);
  await app.register(supportRoutes(support));
  const ads = createAdsService(context);
  await app.register(adsRoutes(ads));
  await app.register(pushRoutes(createPushService(context, await loadVapidKeys(ctx.config))));
  const agenda = createAgendaService(context, settings);
  await app.register(agendaRoutes(agenda));
  await app.register(adminGateRoutes(context, gate));
  await app.register(adminArea(context, { gate, settings, stats, shop, stars, kyc, withdrawals, messages, support, ads, games }));
  if (ctx.config.testClock && ctx.clock instanceof AdjustableClock) await app.register(testClockRoutes(ctx.clock));
  // Never public by default: without METRICS_TOKEN, /metrics is an unknown route here (decision 017).
  if (metrics && ctx.config.metrics.token !== null) await app.register(metricsRoutes(ctx.config.metrics.token, metrics.registry));
  if (metrics && ctx.config.metrics.port !== null) registerMetricsListener(app, ctx.config.host, ctx.config.metrics.port, metrics.registry);

  const webDist = options.serveWeb === false ? '/nonexistent' : ctx.config.webDist;
  const firstScreen = await createFirstScreenPage(context, settings, createPageReads(context, { games, shop, agenda }), webDist);
  await registerWebHosting(app, statics, webDist, firstScreen, ctx.config.links);
  return app;
}
