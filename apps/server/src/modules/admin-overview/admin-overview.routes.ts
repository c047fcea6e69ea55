import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOverview } from '@fre/domain';
import type { AdminOverviewService } from './admin-overview.service.ts';

export function adminOverviewRoutes(overview: AdminOverviewService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/overview', { schema: { tags: ['admin'], summary: 'Back-office overview figures', response: { 200: adminOverview } } }, async () => overview.overview());
  };
}
