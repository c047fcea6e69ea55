import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { AdminGateService } from '../modules/admin-gate/admin-gate.service.ts';
import { adminBonusCodesRoutes } from '../modules/bonus-codes/bonus-codes.routes.ts';
import { adminSessionsRoutes } from '../modules/admin-gate/admin-sessions.routes.ts';
import { adminOverviewRoutes } from '../modules/admin-overview/admin-overview.routes.ts';
import { adminUsersRoutes } from '../modules/admin-users/admin-users.routes.ts';
import { abuseDetectionRoutes } from '../modules/abuse-detection/abuse-detection.routes.ts';
import { auditRoutes } from '../modules/audit/audit.routes.ts';
import { adminSettingsRoutes } from '../modules/settings/settings.routes.ts';
import type { SettingsService } from '../modules/settings/settings.service.ts';
import { adminKycRoutes } from '../modules/kyc/kyc.routes.ts';
import type { KycService } from '../modules/kyc/kyc.service.ts';
import { adminAdsRoutes } from '../modules/ads/ads.routes.ts';
import type { AdsService } from '../modules/ads/ads.service.ts';
import { adminGamesRoutes } from '../modules/games/games.routes.ts';
import type { GamesService } from '../modules/games/games.service.ts';
import { adminMessagesRoutes } from '../modules/messages/messages.routes.ts';
import type { MessagesService } from '../modules/messages/messages.service.ts';
import { adminSupportRoutes } from '../modules/support/support.routes.ts';
import type { SupportService } from '../modules/support/support.service.ts';
import { adminWithdrawalsRoutes } from '../modules/withdrawals/withdrawals.routes.ts';
import type { WithdrawalsService } from '../modules/withdrawals/withdrawals.service.ts';
import { adminShopRoutes } from '../modules/shop/shop.routes.ts';
import type { ShopService } from '../modules/shop/shop.service.ts';
import type { StarsService } from '../modules/shop/stars.service.ts';
import { adminStatsRoutes } from '../modules/stats/stats.routes.ts';
import type { StatsService } from '../modules/stats/stats.service.ts';
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
