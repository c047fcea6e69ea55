import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contestLevelParams, contestResponse, keyedRequest, validateLevelResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import { idempotencyKeyOf } from '#server/modules/idempotency/idempotency-key.ts';
import type { ContestService } from './contest.service.ts';

export function contestRoutes(contest: ContestService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/contest', { schema: { tags: ['contest'], summary: 'The contest\'s levels and the player\'s progress', response: { 200: contestResponse } } }, async (request) => contest.state(requireUser(request)));
    app.post('/api/contest/levels/:n/validate', {
      schema: { tags: ['contest'], summary: 'Validate a contest level', errors: ['level_already_validated', 'level_locked', 'task_not_completed', 'telegram_not_linked', 'telegram_unavailable'], headers: keyedRequest.headers, params: contestLevelParams, response: { 200: validateLevelResponse } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    }, async (request) => {
      const user = requireUser(request);
      return contest.validate(user, request.params.n, idempotencyKeyOf(request, { user: user.id }, 'contest.validate'));
    });
  };
}
