import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSessionsResponse } from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import type { createAdminSessionsService } from './admin-sessions.service.ts';

/** Signed-in admin sessions, for /admin/security: who is in, from where, and a way to end it. */
export function adminSessionsRoutes(sessions: ReturnType<typeof createAdminSessionsService>) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/sessions', { schema: { tags: ['admin'], summary: 'Admins\' live sessions', response: { 200: adminSessionsResponse } } }, async (request) => ({
      sessions: await sessions.list(request.sessionId),
    }));

    app.post('/api/admin/sessions/:id/revoke', { schema: { tags: ['admin'], summary: 'End an admin\'s session', errors: ['not_found'], params: z.object({ id: z.uuid() }), response: { 204: z.null() } } }, async (request, reply) => {
      await sessions.revoke(requireAdmin(request), request.params.id);
      return reply.status(204).send(null);
    });
  };
}
