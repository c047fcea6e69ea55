import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushKeyResponse, pushSubscriptionRequest, pushUnsubscribeRequest } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { PushService } from './push.service.ts';

export function pushRoutes(push: PushService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/push/public-key', { config: { access: 'public' }, schema: { tags: ['push'], summary: 'The server\'s web push key', response: { 200: pushKeyResponse } } }, async () => ({ publicKey: push.publicKey }));
    app.post('/api/push/subscriptions', { schema: { tags: ['push'], summary: 'Subscribe this device to push notifications', body: pushSubscriptionRequest, response: { 204: z.null() } } }, async (request, reply) => {
      await push.subscribe(requireUser(request), request.body);
      return reply.status(204).send(null);
    });
    app.delete('/api/push/subscriptions', { schema: { tags: ['push'], summary: 'Unsubscribe this device from push notifications', body: pushUnsubscribeRequest, response: { 204: z.null() } } }, async (request, reply) => {
      await push.unsubscribe(requireUser(request), request.body.endpoint);
      return reply.status(204).send(null);
    });
  };
}
