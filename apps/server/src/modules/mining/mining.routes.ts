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
    app.get('/api/mining', { schema: { tags: ['mining'], response: { 200: miningStateResponse } } }, async (request) => mining.state(requireUser(request)));

    app.post('/api/mining/start', { schema: { tags: ['mining'], headers: keyedRequest.headers, response: { 201: miningSessionResponse, ...keyedRequest.errors } } }, async (request, reply) =>
      reply.status(201).send(await mining.start(requireUser(request), keyOf(request, 'mining.start'))));

    app.post('/api/mining/claim', { schema: { tags: ['mining'], headers: keyedRequest.headers, response: { 200: claimResponse, ...keyedRequest.errors } } }, async (request) =>
      mining.claim(requireUser(request), keyOf(request, 'mining.claim')));

    app.post('/api/mining/stop', { schema: { tags: ['mining'], headers: keyedRequest.headers, response: { 200: claimResponse, ...keyedRequest.errors } } }, async (request) =>
      mining.stop(requireUser(request), keyOf(request, 'mining.stop')));
  };
}
