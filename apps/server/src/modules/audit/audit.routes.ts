import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '@fre/domain';
import type { AuditService } from './audit.service.ts';

/** Read-only: no route updates or deletes an audit entry (the table refuses it too). */
export function auditRoutes(audit: AuditService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/audit', { schema: { tags: ['admin'], querystring: auditQuery, response: { 200: auditPage } } }, async (request) => {
      const q = request.query;
      const { rows, actions } = await audit.page({
        action: q.action,
        actorId: q.actorId,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        beforeId: q.cursor ? BigInt(q.cursor) : undefined,
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      return {
        entries: page.map((row) => ({
          id: row.id.toString(),
          actorId: row.actor_id,
          actorLabel: row.actor_label,
          action: row.action,
          targetType: row.target_type,
          targetId: row.target_id,
          before: row.before,
          after: row.after,
          ip: row.ip,
          createdAt: row.created_at.toISOString(),
        })),
        nextCursor: rows.length > q.limit ? page[page.length - 1]!.id.toString() : null,
        actions,
      };
    });
  };
}
