import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '@fre/domain';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/db/connection-errors.ts';
import type { createHealthService } from './health.service.ts';

export function healthRoutes(health: Pick<ReturnType<typeof createHealthService>, 'report'>) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } }, config: { rateLimit: false } }, async (_request, reply) => {
      // Outside services are reported as last checked; they never make the API itself unhealthy.
      const body = await health.report();
      if (body.db !== 'ok') void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(body.db === 'ok' ? 200 : 503).send(body);
    });
  };
}
