import type { AppContext } from '#server/app-context.ts';
import type { createHealthService } from '#server/modules/health/health.service.ts';
import type { StatsService } from '#server/modules/stats/stats.service.ts';
import { countOverdue } from '#server/modules/request-tracking/request-events.repository.ts';
import { overdueBefore } from '#server/modules/request-tracking/request-tracking.ts';
import { overviewCounts } from './admin-overview.repository.ts';

/** The first page of the back office: counters, the stats snapshot and the services' health, side by side. */
export function createAdminOverviewService(ctx: AppContext, stats: StatsService, health: Pick<ReturnType<typeof createHealthService>, 'report'>) {
  return {
    async overview() {
      const now = ctx.clock.now();
      const [counts, snapshot, report, overdueKyc, overdueWithdrawals] = await Promise.all([
        overviewCounts(ctx.db.lagTolerant), stats.current(), health.report(),
        // Read from the requests' own times through their open indexes (decision 062): flagged before the scan's turn.
        countOverdue(ctx.db.lagTolerant, 'kyc', overdueBefore('kyc', now)), countOverdue(ctx.db.lagTolerant, 'withdrawal', overdueBefore('withdrawal', now)),
      ]);
      return {
        users: Number(counts.users),
        verifiedUsers: Number(counts.verified),
        // Running sessions need a scan of the index of running sessions: the stats job counts them (decision 011).
        activeSessions: snapshot.totalActiveSessions,
        pendingKyc: Number(counts.pending_kyc),
        pendingWithdrawals: Number(counts.pending_withdrawals),
        overdueKyc,
        overdueWithdrawals,
        mined24h: snapshot.totalMined24h,
        generatedAt: now.toISOString(),
        services: report.services,
        replica: report.replica,
      };
    },
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
