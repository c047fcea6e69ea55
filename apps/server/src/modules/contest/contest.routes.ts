import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contestLevelParams, contestResponse, keyedRequest, validateLevelResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import { idempotencyKeyOf } from '#server/modules/idempotency/idempotency-key.ts';
import type { ContestService } from './contest.service.ts';

export function contestRoutes(contest: ContestService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/contest', { schema: { tags: ['contest'], response: { 200: contestResponse } } }, async (request) => contest.state(requireUser(request)));
    app.post('/api/contest/levels/:n/validate', {
      schema: { tags: ['contest'], headers: keyedRequest.headers, params: contestLevelParams, response: { 200: validateLevelResponse, ...keyedRequest.errors } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    }, async (request) => {
      const user = requireUser(request);
      return contest.validate(user, request.params.n, idempotencyKeyOf(request, { user: user.id }, 'contest.validate'));
    });
  };
}
