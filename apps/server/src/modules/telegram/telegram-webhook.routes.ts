import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { StarsService } from '#server/modules/shop/stars.service.ts';
import type { createBotReplies } from './bot-replies.ts';
import type { RefusedUpdates } from './refused-updates.service.ts';
import { updateSchema } from './telegram-update.ts';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** The header against the configured secret, in constant time; no secret configured, nothing matches. */
export function secretMatches(given: string | string[] | undefined, secret: string | undefined): boolean {
  if (!secret || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/telegram/webhook: the bot's updates (setWebhook with secret_token). The secret is checked
 * before the body is read (onRequest): anything else gets 401 and touches nothing. Telegram retries
 * an update until it gets a 2xx, so everything we do not handle is answered 200 at once, and an
 * update we refuse (a value Telegram's schema never allows) is kept for review and answered 200 too;
 * a payment that could not be recorded answers 500 and comes again (its charge id keeps it from
 * counting twice).
 */
export function telegramWebhookRoutes(ctx: AppContext, stars: StarsService, replies: ReturnType<typeof createBotReplies>, refused: RefusedUpdates) {
  return async (app: FastifyInstance) => {
    app.post('/api/telegram/webhook', {
      schema: {
        tags: ['telegram'],
        summary: 'The Telegram bot\'s updates (for Telegram only)',
        description: 'Telegram calls this with each update (setWebhook with secret_token); no other client has a use for it. An update that cannot be handled is kept for review and answered 200 all the same, so that Telegram does not send it again; a payment that could not be recorded is answered 500, and Telegram sends it again.',
        documentedBody: { schema: updateSchema, description: 'A Telegram Update (https://core.telegram.org/bots/api#update); only the fields read here are described.' },
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      config: { access: 'telegram-webhook', rateLimit: false },
      bodyLimit: 256 * 1024,
      onRequest: async (request: FastifyRequest) => {
        if (!secretMatches(request.headers[SECRET_HEADER], ctx.config.telegram.webhookSecret)) throw new AppError('unauthenticated');
      },
    }, async (request, reply) => {
      const parsed = updateSchema.safeParse(request.body);
      if (!parsed.success) {
        await refused.keep(request.body, parsed.error);
        return reply.status(200).send({ ok: true });
      }
      const update = parsed.data;
      if (update.pre_checkout_query) {
        const query = update.pre_checkout_query;
        await stars.answerPreCheckout({ id: query.id, fromId: query.from.id, currency: query.currency, totalAmount: query.total_amount, payload: query.invoice_payload });
      } else if (update.message?.successful_payment) {
        const { message } = update;
        const payment = message.successful_payment!;
        await stars.settle({
          chargeId: payment.telegram_payment_charge_id, providerChargeId: payment.provider_payment_charge_id ?? null, fromId: message.from?.id ?? message.chat.id,
          currency: payment.currency, totalAmount: payment.total_amount, payload: payment.invoice_payload,
        });
      } else if (update.message?.text && update.message.chat.type === 'private') {
        await replies.command(update.message.chat.id, update.message.text, update.message.from?.language_code);
      }
      return reply.status(200).send({ ok: true });
    });
  };
}
