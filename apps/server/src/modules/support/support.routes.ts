import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminTicketsQuery, adminTicketsResponse, pageQuery, supportReplyRequest, supportTicketRequest, supportTicketSchema, supportTicketsResponse } from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import { requireUser } from '#server/http/authenticate.ts';
import { fieldErrors } from '#server/http/error-handler.ts';
import { readMultipart } from '#server/http/read-multipart.ts';
import { MAX_UPLOAD_BYTES } from '#server/lib/uploads/reencode-photo.ts';
import type { SupportService, TicketRow } from './support.service.ts';

function dto(row: TicketRow): z.infer<typeof supportTicketSchema> {
  return {
    id: row.id, category: row.category as z.infer<typeof supportTicketSchema>['category'], message: row.message, status: row.status, reply: row.reply,
    repliedAt: row.replied_at?.toISOString() ?? null, createdAt: row.created_at.toISOString(), hasScreenshot: row.screenshot_file !== null,
  };
}

export function supportRoutes(support: SupportService) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 5_000, parts: 6 } });
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post('/api/support/tickets', {
      schema: { tags: ['support'], summary: 'Open a support ticket', errors: ['kyc_file_invalid'],
        multipart: { fields: supportTicketRequest, files: { screenshot: { required: false, description: 'A JPEG, PNG or WebP screenshot, re-encoded as JPEG.' } }, maxFileBytes: MAX_UPLOAD_BYTES }, response: { 201: supportTicketSchema } },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    }, async (request, reply) => {
      const user = requireUser(request);
      const { fields, files } = await readMultipart(request, ['screenshot'] as const);
      const parsed = supportTicketRequest.safeParse(fields);
      if (!parsed.success) throw fieldErrors(parsed.error.issues);
      return reply.status(201).send(dto(await support.open(user, parsed.data, files.screenshot)));
    });
    app.get('/api/support/tickets', { schema: { tags: ['support'], summary: 'The player\'s support tickets, newest first, a page at a time', querystring: pageQuery, response: { 200: supportTicketsResponse } } }, async (request) => {
      const page = await support.mine(requireUser(request), request.query);
      return { items: page.items.map(dto), nextCursor: page.nextCursor };
    });
    app.get('/api/support/tickets/:id/screenshot', { schema: { tags: ['support'], summary: 'A support ticket\'s screenshot', errors: ['not_found'], params: z.object({ id: z.string().max(64) }), binary: { status: 200, mediaType: 'image/jpeg', description: 'The screenshot, to the ticket\'s owner and admins.' } } }, async (request, reply) =>
      reply.header('content-type', 'image/jpeg').header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store')
        .send(await support.screenshot(requireUser(request), request.params.id)));
  };
}

export function adminSupportRoutes(support: SupportService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/support', { schema: { tags: ['admin'], summary: 'Support tickets by status, a page at a time', querystring: adminTicketsQuery, response: { 200: adminTicketsResponse } } }, async (request) => {
      const page = await support.queue(request.query.status, request.query);
      return { items: page.items.map((row) => ({ ...dto(row), userId: row.user_id, nickname: row.nickname, email: row.email })), nextCursor: page.nextCursor };
    });
    app.post('/api/admin/support/:id/reply', { schema: { tags: ['admin'], summary: 'Answer a support ticket', errors: ['not_found'], params: z.object({ id: z.string().max(64) }), body: supportReplyRequest, response: { 200: supportTicketSchema } } }, async (request) =>
      dto(await support.reply(requireAdmin(request), request.params.id, request.body.reply, request.body.close)));
  };
}
