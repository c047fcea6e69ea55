import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { telegramLinkRequest, userResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { Reauthentication } from '#server/modules/account/sessions/reauthentication.ts';
import { toUserDto } from '#server/modules/users/user-row.ts';
import type { TelegramService } from './telegram.service.ts';

/** The Telegram link, a credential (decision 048): each change in a re-authenticated session only. */
export function telegramRoutes(telegram: TelegramService, reauthenticated: Reauthentication['required']) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post('/api/telegram/link', { schema: { tags: ['telegram'], summary: 'Link a Telegram account', errors: ['telegram_already_linked', 'telegram_expired', 'telegram_in_use', 'telegram_invalid'], body: telegramLinkRequest, response: { 200: userResponse } }, preHandler: reauthenticated }, async (request) => ({
      user: toUserDto(await telegram.link(requireUser(request), request.body.initData, request.ip)),
    }));
    app.delete('/api/telegram/link', {
      schema: { tags: ['telegram'], summary: 'Unlink the Telegram account', errors: ['telegram_not_linked', 'telegram_only_sign_in'], response: { 200: userResponse } },
      preHandler: [async (request) => telegram.refuseIfOnlyWayIn(requireUser(request)), reauthenticated],
    }, async (request) => ({
      user: toUserDto(await telegram.unlink(requireUser(request), request.ip)),
    }));
    app.post('/api/telegram/link/keep', { schema: { tags: ['telegram'], summary: 'Keep a Telegram link paused by a password reset', errors: ['telegram_not_linked'], response: { 200: userResponse } }, preHandler: reauthenticated }, async (request) => ({
      user: toUserDto(await telegram.keep(requireUser(request))),
    }));
  };
}
