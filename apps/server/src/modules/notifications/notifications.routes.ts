import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationsQuery, notificationsResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationsRoutes(notifications: NotificationsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/notifications', { schema: { tags: ['notifications'], summary: 'The player\'s notifications, newest first', querystring: notificationsQuery, response: { 200: notificationsResponse } } }, async (request) =>
      notifications.list(requireUser(request).id, request.query));
    app.post('/api/notifications/read', {
      schema: {
        tags: ['notifications'], summary: 'Mark notifications read',
        description: 'Marks every notification read; with `link` (an in-app path), only those leading to that page: the KYC and support pages call it once they show the decision or the answer.',
        querystring: z.object({ link: z.string().startsWith('/').max(200).optional() }),
        response: { 204: z.null() },
      },
    }, async (request, reply) => {
      await notifications.markRead(requireUser(request).id, request.query.link);
      return reply.status(204).send(null);
    });
  };
}
