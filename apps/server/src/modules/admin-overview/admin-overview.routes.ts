import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOverview } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { StatsService } from '#server/modules/stats/stats.service.ts';
import { createHealthService } from '#server/modules/health/health.service.ts';
import { overviewCounts } from './admin-overview.repository.ts';

export function adminOverviewRoutes(ctx: AppContext, stats: StatsService) {
  const health = createHealthService(ctx);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/overview', { schema: { tags: ['admin'], response: { 200: adminOverview } } }, async () => {
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
    });
  };
}
