import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/app-context.ts';
import type { AdminGateService } from '#server/modules/admin-gate/admin-gate.service.ts';
import { adminBonusCodesRoutes } from '#server/modules/bonus-codes/bonus-codes.routes.ts';
import { adminSessionsRoutes } from '#server/modules/admin-gate/admin-sessions.routes.ts';
import { adminOverviewRoutes } from '#server/modules/admin-overview/admin-overview.routes.ts';
import { adminUsersRoutes } from '#server/modules/admin-users/admin-users.routes.ts';
import { abuseDetectionRoutes } from '#server/modules/abuse-detection/abuse-detection.routes.ts';
import { auditRoutes } from '#server/modules/audit/audit.routes.ts';
import { adminSettingsRoutes } from '#server/modules/settings/settings.routes.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import { adminKycRoutes } from '#server/modules/kyc/kyc.routes.ts';
import type { KycService } from '#server/modules/kyc/kyc.service.ts';
import { adminAdsRoutes } from '#server/modules/ads/ads.routes.ts';
import type { AdsService } from '#server/modules/ads/ads.service.ts';
import { adminGamesRoutes } from '#server/modules/games/games.routes.ts';
import type { GamesService } from '#server/modules/games/games.service.ts';
import { adminMessagesRoutes } from '#server/modules/messages/messages.routes.ts';
import type { MessagesService } from '#server/modules/messages/messages.service.ts';
import { adminSupportRoutes } from '#server/modules/support/support.routes.ts';
import type { SupportService } from '#server/modules/support/support.service.ts';
import { adminWithdrawalsRoutes } from '#server/modules/withdrawals/withdrawals.routes.ts';
import type { WithdrawalsService } from '#server/modules/withdrawals/withdrawals.service.ts';
import { adminShopRoutes } from '#server/modules/shop/shop.routes.ts';
import type { ShopService } from '#server/modules/shop/shop.service.ts';
import type { StarsService } from '#server/modules/shop/stars.service.ts';
import { adminStatsRoutes } from '#server/modules/stats/stats.routes.ts';
import type { StatsService } from '#server/modules/stats/stats.service.ts';
import { requireAdmin } from './admin-guard.ts';

export interface AdminServices {
  gate: AdminGateService;
  settings: SettingsService;
  stats: StatsService;
  shop: ShopService;
  stars: StarsService;
  kyc: KycService;
  withdrawals: WithdrawalsService;
  messages: MessagesService;
  support: SupportService;
  ads: AdsService;
  games: GamesService;
}

/**
 * Every /api/admin/* route past the gate: the admin role AND this login session unlocked with the
 * personal access code, checked by the server before the body is even read.
 */
export function adminArea(ctx: AppContext, services: AdminServices) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      await services.gate.assertUnlocked(requireAdmin(request));
    });
    await app.register(adminOverviewRoutes(ctx, services.stats));
    await app.register(adminUsersRoutes(ctx));
    await app.register(abuseDetectionRoutes(ctx));
    await app.register(auditRoutes(ctx));
    await app.register(adminSessionsRoutes(ctx));
    await app.register(adminSettingsRoutes(services.settings));
    await app.register(adminStatsRoutes(services.stats));
    await app.register(adminBonusCodesRoutes(ctx));
    await app.register(adminShopRoutes(services.shop, services.stars));
    await app.register(adminKycRoutes(services.kyc));
    await app.register(adminWithdrawalsRoutes(services.withdrawals));
    await app.register(adminMessagesRoutes(services.messages));
    await app.register(adminSupportRoutes(services.support));
    await app.register(adminAdsRoutes(services.ads));
    await app.register(adminGamesRoutes(services.games));
  };
}
