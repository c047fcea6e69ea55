import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liabilitySnapshotResponse, myProofOfLiabilitiesQuery, myProofOfLiabilitiesResponse, publicProofOfLiabilitiesResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { LiabilityProofService } from './liability-proof.service.ts';
import type { LiabilitySnapshotService } from './liability-snapshot.service.ts';

/** The published roots (anyone) and a player's own proofs (docs/decisions/057). */
export function proofOfLiabilitiesRoutes(proofs: LiabilityProofService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/proof-of-liabilities', { config: { access: 'public' }, schema: { tags: ['proof-of-liabilities'], summary: 'The latest published proof of liabilities', response: { 200: publicProofOfLiabilitiesResponse } } }, async () => proofs.roots());

    app.get('/api/me/proof-of-liabilities', {
      schema: { tags: ['proof-of-liabilities'], summary: 'The player\'s inclusion proof in the latest snapshot', querystring: myProofOfLiabilitiesQuery, response: { 200: myProofOfLiabilitiesResponse } },
    }, async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return proofs.proofsOf(user.id, request.query.snapshot ?? null);
    });
  };
}

/** An admin takes today's snapshot without waiting for the job (the same once-a-day rule). */
export function adminProofOfLiabilitiesRoutes(snapshots: LiabilitySnapshotService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post('/api/admin/proof-of-liabilities/snapshot', { schema: { tags: ['admin'], summary: 'Take and publish a liabilities snapshot now', response: { 200: liabilitySnapshotResponse } } }, async () => snapshots.take());
  };
}
