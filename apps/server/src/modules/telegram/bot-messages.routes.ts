import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { telegramMessagesRequest, telegramMessagesResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { BotMessages } from '#server/modules/push/bot-messages.ts';

/** /api/telegram/messages: whether the bot writes to the player; POST passes on their requestWriteAccess answer. */
export function botMessagesRoutes(messages: BotMessages) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/telegram/messages', { schema: { tags: ['telegram'], summary: 'The Telegram bot\'s messages to the player', response: { 200: telegramMessagesResponse } } }, async (request) =>
      messages.allowed(requireUser(request)));
    app.post('/api/telegram/messages', { schema: { tags: ['telegram'], summary: 'Choose which bot messages the player gets', errors: ['telegram_not_linked'], body: telegramMessagesRequest, response: { 200: telegramMessagesResponse } } }, async (request) =>
      messages.setAllowed(requireUser(request), request.body.allowed));
  };
}
