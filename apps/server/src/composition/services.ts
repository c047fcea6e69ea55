import type { AppContext } from '#server/app-context.ts';
import { createAbuseDetectionService } from '#server/modules/abuse-detection/abuse-detection.service.ts';
import { createAppealsService } from '#server/modules/appeals/appeals.service.ts';
import { createSignalHasher } from '#server/modules/abuse-signals/signal-hasher.ts';
import { loadSignalSecret } from '#server/modules/abuse-signals/signal-secret.ts';
import { createCredentialsService } from '#server/modules/account/credentials/credentials.service.ts';
import { createPasskeysService } from '#server/modules/account/passkeys/passkeys.service.ts';
import { createAccountSecurityService } from '#server/modules/account/sessions/account-security.service.ts';
import { createReauthentication } from '#server/modules/account/sessions/reauthentication.ts';
import { createAuthService } from '#server/modules/account/sign-in/auth.service.ts';
import { createTwoStepService } from '#server/modules/account/two-step/two-step.service.ts';
import { createAdminGateService } from '#server/modules/admin-gate/admin-gate.service.ts';
import { createAdminSessionsService } from '#server/modules/admin-gate/admin-sessions.service.ts';
import { createAdminOverviewService } from '#server/modules/admin-overview/admin-overview.service.ts';
import { createAdminUsersService } from '#server/modules/admin-users/admin-users.service.ts';
import { createAdsService } from '#server/modules/ads/ads.service.ts';
import { createAgendaService } from '#server/modules/agenda/agenda.service.ts';
import { createAuditService } from '#server/modules/audit/audit.service.ts';
import { createBonusCodesService } from '#server/modules/bonus-codes/bonus-codes.service.ts';
import { createBotChallengeService } from '#server/modules/bot-challenge/bot-challenge.service.ts';
import { loadChallengeSecret } from '#server/modules/bot-challenge/challenge-secret.ts';
import { createContestService } from '#server/modules/contest/contest.service.ts';
import { createGamesService } from '#server/modules/games/games.service.ts';
import { createHealthService } from '#server/modules/health/health.service.ts';
import { createKycService } from '#server/modules/kyc/kyc.service.ts';
import { createLeaderboardService } from '#server/modules/leaderboard/leaderboard.service.ts';
import { createMessagesService } from '#server/modules/messages/messages.service.ts';
import { createMiningService } from '#server/modules/mining/mining.service.ts';
import { createAccountDeletionService } from '#server/modules/my-data/account-deletion.service.ts';
import { createDataExportService } from '#server/modules/my-data/data-export.service.ts';
import { createNotificationsService } from '#server/modules/notifications/notifications.service.ts';
import { createPriceService } from '#server/modules/price/price.service.ts';
import { createPushService } from '#server/modules/push/push.service.ts';
import { loadVapidKeys } from '#server/modules/push/vapid-keys.ts';
import { createReferralsService } from '#server/modules/referrals/referrals.service.ts';
import { createSettingsService } from '#server/modules/settings/settings.service.ts';
import { createShopService } from '#server/modules/shop/shop.service.ts';
import { createStarsService } from '#server/modules/shop/stars.service.ts';
import { createStatsService } from '#server/modules/stats/stats.service.ts';
import { createLiabilityProofService } from '#server/modules/proof-of-liabilities/liability-proof.service.ts';
import { createLiabilitySnapshotService } from '#server/modules/proof-of-liabilities/liability-snapshot.service.ts';
import { createSupportService } from '#server/modules/support/support.service.ts';
import { createBotMessages } from '#server/modules/push/bot-messages.ts';
import { createBotReplies } from '#server/modules/telegram/bot-replies.ts';
import { createRefusedUpdates } from '#server/modules/telegram/refused-updates.service.ts';
import { createTelegramSignInService } from '#server/modules/account/sign-in/telegram-sign-in.service.ts';
import { createTelegramService } from '#server/modules/telegram/telegram.service.ts';
import { createProfileService } from '#server/modules/users/profile.service.ts';
import { createWalletService } from '#server/modules/wallet/wallet.service.ts';
import { createTransparencyService } from '#server/modules/transparency/transparency.service.ts';
import { createWithdrawalsService } from '#server/modules/withdrawals/withdrawals.service.ts';

/**
 * Every service of the process, built once from the context: a cache or a read batcher inside a
 * service exists once, shared by the routes, the first screen and the background jobs
 * (docs/decisions/046). Routes and jobs are handed these; they never build a service themselves.
 */
export async function createServices(ctx: AppContext) {
  const settings = createSettingsService(ctx);
  const hasher = createSignalHasher(await loadSignalSecret(ctx.config));
  const challenges = createBotChallengeService(ctx, await loadChallengeSecret(ctx.config), hasher);
  const stats = createStatsService(ctx);
  const health = createHealthService(ctx);
  const shop = createShopService(ctx);
  const appeals = createAppealsService(ctx, challenges);
  const auth = createAuthService(ctx, hasher, challenges, appeals.banOf);
  const botMessages = createBotMessages(ctx);
  const withdrawals = createWithdrawalsService(ctx);
  return {
    settings,
    stats,
    health,
    hasher,
    challenges,
    auth,
    telegramSignIn: createTelegramSignInService(ctx, hasher, challenges, auth),
    passkeys: createPasskeysService(ctx),
    reauthentication: createReauthentication(ctx),
    accountSecurity: createAccountSecurityService(ctx),
    twoStep: createTwoStepService(ctx),
    credentials: createCredentialsService(ctx),
    dataExport: createDataExportService(ctx),
    accountDeletion: createAccountDeletionService(ctx),
    profile: createProfileService(ctx),
    mining: createMiningService(ctx),
    referrals: createReferralsService(ctx),
    bonusCodes: createBonusCodesService(ctx),
    contest: createContestService(ctx),
    leaderboard: createLeaderboardService(ctx),
    notifications: createNotificationsService(ctx),
    wallet: createWalletService(ctx),
    telegram: createTelegramService(ctx),
    botMessages,
    botReplies: createBotReplies(ctx),
    refusedUpdates: createRefusedUpdates(ctx),
    shop,
    stars: createStarsService(ctx, shop),
    price: createPriceService(ctx),
    kyc: createKycService(ctx),
    withdrawals,
    transparency: createTransparencyService(ctx, withdrawals),
    games: createGamesService(ctx),
    messages: createMessagesService(ctx),
    support: createSupportService(ctx),
    ads: createAdsService(ctx),
    push: createPushService(ctx, await loadVapidKeys(ctx.config), botMessages),
    agenda: createAgendaService(ctx, settings),
    gate: createAdminGateService(ctx),
    adminSessions: createAdminSessionsService(ctx),
    adminUsers: createAdminUsersService(ctx),
    adminOverview: createAdminOverviewService(ctx, stats, health),
    abuseDetection: createAbuseDetectionService(ctx),
    liabilitySnapshots: createLiabilitySnapshotService(ctx),
    liabilityProofs: createLiabilityProofService(ctx),
    audit: createAuditService(ctx),
    appeals,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
