import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAppealsPage, adminAppealsQuery, appealDecisionRequest } from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import { appealView, decisionView } from './appeal-views.ts';
import type { AppealsService } from './appeals.service.ts';

/** The back office's appeal queue (decision 061): each appeal with its decision's evidence, and the answer. */
export function adminAppealsRoutes(appeals: AppealsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/appeals', { schema: { tags: ['admin'], summary: 'The appeals queue, with each decision\'s evidence', querystring: adminAppealsQuery, response: { 200: adminAppealsPage } } }, async (request) => {
      const page = await appeals.queue(request.query.status, request.query);
      return {
        items: page.items.map((row) => ({
          ...appealView(row),
          decision: { ...decisionView(row.decision, null), decidedBy: row.decision.decided_by, evidence: row.decision.evidence },
          user: { id: row.user_id, nickname: row.nickname, email: row.email },
          answeredBy: row.answered_by,
        })),
        nextCursor: page.nextCursor,
        pending: page.pending,
      };
    });

    app.post('/api/admin/appeals/:id/decision', {
      schema: { tags: ['admin'], summary: 'Answer an appeal: uphold or overturn its decision', errors: ['appeal_answered', 'not_found'], params: z.object({ id: z.string().max(20) }), body: appealDecisionRequest, response: { 204: z.null() } },
    }, async (request, reply) => {
      await appeals.answer(requireAdmin(request), request.params.id, request.body.outcome, request.body.reason);
      return reply.status(204).send(null);
    });
  };
}
