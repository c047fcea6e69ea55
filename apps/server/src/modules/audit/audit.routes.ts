import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '@fre/domain';
import type { AuditService } from './audit.service.ts';

/** Read-only: no route updates or deletes an audit entry (the table refuses it too). */
export function auditRoutes(audit: AuditService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/audit', { schema: { tags: ['admin'], summary: 'The back office\'s audit log', querystring: auditQuery, response: { 200: auditPage } } }, async (request) => {
      const q = request.query;
      return audit.page({ action: q.action, actorId: q.actorId, from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined }, q, (row) => ({
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
      }));
    });
  };
}
