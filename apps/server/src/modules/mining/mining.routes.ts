import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { claimResponse, keyedRequest, miningSessionResponse, miningStateResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import { idempotencyKeyOf } from '#server/modules/idempotency/idempotency-key.ts';
import type { MiningService } from './mining.service.ts';

/** Start, claim and stop take an Idempotency-Key (decision 053). */
const keyOf = (request: FastifyRequest, operation: string) => idempotencyKeyOf(request, { user: requireUser(request).id }, operation);

export function miningRoutes(mining: MiningService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/mining', { schema: { tags: ['mining'], summary: 'The mining session and rate', response: { 200: miningStateResponse } } }, async (request) => mining.state(requireUser(request)));

    app.post('/api/mining/start', { schema: { tags: ['mining'], summary: 'Start a 24-hour mining session', errors: ['email_not_verified', 'mining_frozen', 'session_already_active'], headers: keyedRequest.headers, response: { 201: miningSessionResponse } } }, async (request, reply) =>
      reply.status(201).send(await mining.start(requireUser(request), keyOf(request, 'mining.start'))));

    app.post('/api/mining/claim', { schema: { tags: ['mining'], summary: 'Claim the ended session\'s earnings', errors: ['no_active_session', 'session_not_ended'], headers: keyedRequest.headers, response: { 200: claimResponse } } }, async (request) =>
      mining.claim(requireUser(request), keyOf(request, 'mining.claim')));

    app.post('/api/mining/stop', { schema: { tags: ['mining'], summary: 'Stop the session early and claim what it earned', errors: ['no_active_session'], headers: keyedRequest.headers, response: { 200: claimResponse } } }, async (request) =>
      mining.stop(requireUser(request), keyOf(request, 'mining.stop')));
  };
}
