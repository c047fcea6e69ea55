import type { AppContext } from '#server/app-context.ts';
import type { createHealthService } from '#server/modules/health/health.service.ts';
import type { StatsService } from '#server/modules/stats/stats.service.ts';
import { overviewCounts } from './admin-overview.repository.ts';

/** The first page of the back office: counters, the stats snapshot and the services' health, side by side. */
export function createAdminOverviewService(ctx: AppContext, stats: StatsService, health: Pick<ReturnType<typeof createHealthService>, 'report'>) {
  return {
    async overview() {
      const now = ctx.clock.now();
      const [counts, snapshot, report] = await Promise.all([overviewCounts(ctx.db.lagTolerant), stats.current(), health.report()]);
      return {
        users: Number(counts.users),
        verifiedUsers: Number(counts.verified),
        // Running sessions need a scan of the index of running sessions: the stats job counts them (decision 011).
        activeSessions: snapshot.totalActiveSessions,
        pendingKyc: Number(counts.pending_kyc),
        pendingWithdrawals: Number(counts.pending_withdrawals),
        mined24h: snapshot.totalMined24h,
        generatedAt: now.toISOString(),
        services: report.services,
        replica: report.replica,
      };
    },
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
