import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { claimResponse, miningSessionResponse, miningStateResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { MiningService } from './mining.service.ts';

export function miningRoutes(mining: MiningService) {
  const amounts = (result: { claimed: bigint; balance: bigint; totalMined: bigint }) => ({
    claimed: result.claimed.toString(),
    balance: result.balance.toString(),
    totalMined: result.totalMined.toString(),
  });
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/mining', { schema: { tags: ['mining'], response: { 200: miningStateResponse } } }, async (request) => mining.state(requireUser(request)));

    app.post('/api/mining/start', { schema: { tags: ['mining'], response: { 201: miningSessionResponse } } }, async (request, reply) => {
      const session = await mining.start(requireUser(request));
      return reply.status(201).send({ session });
    });

    app.post('/api/mining/claim', { schema: { tags: ['mining'], response: { 200: claimResponse } } }, async (request) =>
      amounts(await mining.claim(requireUser(request))));

    app.post('/api/mining/stop', { schema: { tags: ['mining'], response: { 200: claimResponse } } }, async (request) =>
      amounts(await mining.stop(requireUser(request))));
  };
}
