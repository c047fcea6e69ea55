import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '#server/http/admin-guard.ts';
import { abuseDetectionRoutes } from '#server/modules/abuse-detection/abuse-detection.routes.ts';
import { adminSessionsRoutes } from '#server/modules/admin-gate/admin-sessions.routes.ts';
import { adminOverviewRoutes } from '#server/modules/admin-overview/admin-overview.routes.ts';
import { adminUsersRoutes } from '#server/modules/admin-users/admin-users.routes.ts';
import { adminAdsRoutes } from '#server/modules/ads/ads.routes.ts';
import { adminAppealsRoutes } from '#server/modules/appeals/admin-appeals.routes.ts';
import { auditRoutes } from '#server/modules/audit/audit.routes.ts';
import { adminBonusCodesRoutes } from '#server/modules/bonus-codes/bonus-codes.routes.ts';
import { adminGamesRoutes } from '#server/modules/games/games.routes.ts';
import { adminKycRoutes } from '#server/modules/kyc/kyc.routes.ts';
import { adminMessagesRoutes } from '#server/modules/messages/messages.routes.ts';
import { adminProofOfLiabilitiesRoutes } from '#server/modules/proof-of-liabilities/proof-of-liabilities.routes.ts';
import { adminSettingsRoutes } from '#server/modules/settings/settings.routes.ts';
import { adminShopRoutes } from '#server/modules/shop/shop.routes.ts';
import { adminStatsRoutes } from '#server/modules/stats/stats.routes.ts';
import { adminSupportRoutes } from '#server/modules/support/support.routes.ts';
import { adminRefusedUpdatesRoutes } from '#server/modules/telegram/refused-updates.routes.ts';
import { adminWithdrawalsRoutes } from '#server/modules/withdrawals/withdrawals.routes.ts';
import type { Services } from './services.ts';

/**
 * Every /api/admin/* route past the gate: the admin role AND this login session unlocked with the
 * personal access code, checked by the server before the body is even read.
 */
export function adminArea(services: Services) {
  return async (app: FastifyInstance) => {
    // The document says so of each of them (openapi-operation.ts), from the same place that checks it.
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'admin' };
    });
    app.addHook('onRequest', async (request) => {
      await services.gate.assertUnlocked(requireAdmin(request));
    });
    await app.register(adminOverviewRoutes(services.adminOverview));
    await app.register(adminUsersRoutes(services.adminUsers));
    await app.register(abuseDetectionRoutes(services.abuseDetection));
    await app.register(auditRoutes(services.audit));
    await app.register(adminSessionsRoutes(services.adminSessions));
    await app.register(adminSettingsRoutes(services.settings));
    await app.register(adminStatsRoutes(services.stats));
    await app.register(adminBonusCodesRoutes(services.bonusCodes));
    await app.register(adminShopRoutes(services.shop, services.stars));
    await app.register(adminRefusedUpdatesRoutes(services.refusedUpdates));
    await app.register(adminKycRoutes(services.kyc));
    await app.register(adminWithdrawalsRoutes(services.withdrawals));
    await app.register(adminMessagesRoutes(services.messages));
    await app.register(adminSupportRoutes(services.support));
    await app.register(adminAdsRoutes(services.ads));
    await app.register(adminGamesRoutes(services.games));
    await app.register(adminProofOfLiabilitiesRoutes(services.liabilitySnapshots));
    await app.register(adminAppealsRoutes(services.appeals));
  };
}
