import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '@fre/domain';
import { setRetryAfter } from '#server/http/retry-after.ts';
import type { createHealthService } from './health.service.ts';

export function healthRoutes(health: Pick<ReturnType<typeof createHealthService>, 'report'>) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/health', { schema: { tags: ['health'], summary: 'Whether the server and its database answer', response: { 200: healthResponse, 503: healthResponse } }, config: { access: 'public', rateLimit: false } }, async (_request, reply) => {
      // Outside services are reported as last checked; they never make the API itself unhealthy.
      const body = await health.report();
      if (body.db === 'ok') return reply.status(200).send(body);
      setRetryAfter(reply, 'database_unavailable');
      return reply.status(503).send(body);
    });
  };
}
