import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMessagesResponse, messagesResponse, pageQuery, publishGlobalRequest, publishInformationRequest } from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import { requireUser } from '#server/http/authenticate.ts';
import type { MessagesService } from './messages.service.ts';

export function messagesRoutes(messages: MessagesService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/messages', { schema: { tags: ['messages'], summary: 'The player\'s messages from the team: the global message and a page of information messages', querystring: pageQuery, response: { 200: messagesResponse } } }, async (request) => messages.forUser(requireUser(request), request.query));
    app.post('/api/messages/read', { schema: { tags: ['messages'], summary: 'Mark messages read', response: { 204: z.null() } } }, async (request, reply) => {
      await messages.markAllRead(requireUser(request));
      return reply.status(204).send(null);
    });
    app.post('/api/messages/global/:id/read', { schema: { tags: ['messages'], summary: 'Mark the global message read', errors: ['not_found'], params: z.object({ id: z.string().max(20) }), response: { 204: z.null() } } }, async (request, reply) => {
      await messages.markGlobalRead(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    });
  };
}

export function adminMessagesRoutes(messages: MessagesService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/messages', { schema: { tags: ['admin'], summary: 'Messages sent by the team: the global message and a page of information messages', querystring: pageQuery, response: { 200: adminMessagesResponse } } }, async (request) => messages.adminView(request.query));
    app.post('/api/admin/messages/global', { schema: { tags: ['admin'], summary: 'Publish the global message', body: publishGlobalRequest, response: { 204: z.null() } } }, async (request, reply) => {
      await messages.publishGlobal(requireAdmin(request), request.body);
      return reply.status(204).send(null);
    });
    app.delete('/api/admin/messages/global', { schema: { tags: ['admin'], summary: 'Withdraw the global message', response: { 204: z.null() } } }, async (request, reply) => {
      await messages.retireGlobal(requireAdmin(request));
      return reply.status(204).send(null);
    });
    app.post('/api/admin/messages/information', { schema: { tags: ['admin'], summary: 'Send an information message to players', body: publishInformationRequest, response: { 204: z.null() } } }, async (request, reply) => {
      await messages.publishInformation(requireAdmin(request), request.body);
      return reply.status(204).send(null);
    });
  };
}
