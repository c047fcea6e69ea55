import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { telegramLinkRequest, userResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import { toUserDto } from '#server/modules/users/user-row.ts';
import type { createTelegramService } from './telegram.service.ts';

export function telegramRoutes(telegram: ReturnType<typeof createTelegramService>) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post('/api/telegram/link', { schema: { tags: ['telegram'], body: telegramLinkRequest, response: { 200: userResponse } } }, async (request) => ({
      user: toUserDto(await telegram.link(requireUser(request), request.body.initData)),
    }));
  };
}
