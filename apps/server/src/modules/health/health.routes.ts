import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '@fre/domain';
import type { AppContext } from '../../app-context.ts';
import { createHealthService } from './health.service.ts';

export function healthRoutes(ctx: AppContext) {
  const health = createHealthService(ctx);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } }, config: { rateLimit: false } }, async (_request, reply) => {
      const db = await ctx.db.query('SELECT 1').then(() => 'ok' as const, () => 'down' as const);
      // Outside services are reported as last checked; they never make the API itself unhealthy.
      const services = db === 'ok' ? await health.services() : [];
      const body = { status: db === 'ok' ? ('ok' as const) : ('degraded' as const), db, time: ctx.clock.now().toISOString(), services };
      return reply.status(db === 'ok' ? 200 : 503).send(body);
    });
  };
}
