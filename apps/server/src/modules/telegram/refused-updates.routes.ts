import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refusedUpdateParams, refusedUpdateReviewResponse, refusedUpdatesQuery, refusedUpdatesResponse } from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import type { RefusedUpdates } from './refused-updates.service.ts';

/** /api/admin/telegram/refused-updates: what the webhook refused, shown in /admin/shop; an admin marks one reviewed. */
export function adminRefusedUpdatesRoutes(refused: RefusedUpdates) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/telegram/refused-updates', {
      schema: { tags: ['admin'], summary: 'Telegram updates refused by the webhook: those to review oldest first, or all newest first, a page at a time', querystring: refusedUpdatesQuery, response: { 200: refusedUpdatesResponse } },
    }, async (request) => {
      const page = await refused.list(request.query);
      return {
        items: page.items.map((u) => ({
          id: u.id, updateId: u.update_id?.toString() ?? null, kind: u.kind, reason: u.reason, body: u.body,
          receivedAt: u.received_at.toISOString(), reviewedAt: u.reviewed_at?.toISOString() ?? null,
        })),
        nextCursor: page.nextCursor,
        unreviewed: page.unreviewed,
      };
    });
    app.post('/api/admin/telegram/refused-updates/:id/review', {
      schema: { tags: ['admin'], summary: 'Mark a refused Telegram update reviewed', errors: ['not_found', 'not_under_review'], params: refusedUpdateParams, response: { 200: refusedUpdateReviewResponse } },
    }, async (request) => refused.review(requireAdmin(request), request.params.id));
  };
}
