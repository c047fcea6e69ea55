import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsResponse, publicStatsResponse, statsSeriesQuery } from '@fre/domain';
import type { StatsService } from './stats.service.ts';

export function publicStatsRoutes(stats: StatsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/stats', { config: { access: 'public' }, schema: { tags: ['stats'], summary: 'Public statistics', response: { 200: publicStatsResponse } } }, async () => {
      const { totalMinedAllTime, totalMined24h, activeMiners24h, totalUsers, totalActiveSessions, averageMiningRate, lastUpdated } = await stats.current();
      return { totalMinedAllTime, totalMined24h, activeMiners24h, totalUsers, totalActiveSessions, averageMiningRate, lastUpdated };
    });
  };
}

export function adminStatsRoutes(stats: StatsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/stats', { schema: { tags: ['admin'], summary: 'Back-office statistics', querystring: statsSeriesQuery, response: { 200: adminStatsResponse } } }, async (request) => ({
      stats: await stats.current(),
      series: await stats.series(request.query.days),
    }));
  };
}
