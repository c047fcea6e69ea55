import { z } from 'zod';
import { TELEGRAM_ID_MAX, hasControlCharacter, telegramChargeIdSchema } from '@fre/domain';

/** A Telegram id: at most 52 significant bits (Bot API, "User", "Chat"), read as a bigint as the users table keeps it. */
const telegramId = z.number().int().min(-TELEGRAM_ID_MAX).max(TELEGRAM_ID_MAX).transform((id) => BigInt(id));
/** A user's id: positive, as Telegram gives them. */
const userId = z.number().int().min(1).max(TELEGRAM_ID_MAX).transform((id) => BigInt(id));
/** Text we store or send back: no control character (a NUL cannot even be stored). */
const plainText = (min: number, max: number) => z.string().min(min).max(max).refine((text) => !hasControlCharacter(text), { message: 'control_character' });
/** An amount in the currency's smallest unit, within the database's integer. */
const amount = z.number().int().min(1).max(2 ** 31 - 1);
/** ISO 4217, or XTR for Stars. */
const currency = z.string().regex(/^[A-Z]{3}$/);

/**
 * The parts of a Bot API Update the webhook reads (core.telegram.org/bots/api#update): the
 * pre-checkout query, a message's successful payment, a private chat's command. Everything else in
 * the update is ignored, not validated; what is read is held to what Telegram sends, and an update
 * that is not (an id beyond 52 bits, a total beyond an integer, a NUL in a charge id) is refused and
 * kept for review (refused-updates.service.ts).
 */
export const updateSchema = z.object({
  update_id: z.number().int().min(0).max(TELEGRAM_ID_MAX),
  pre_checkout_query: z.object({
    id: plainText(1, 256),
    from: z.object({ id: userId }),
    currency,
    total_amount: amount,
    invoice_payload: plainText(0, 256),
  }).optional(),
  message: z.object({
    chat: z.object({ id: telegramId, type: z.string().max(32) }),
    from: z.object({ id: userId, language_code: z.string().max(35).optional() }).optional(),
    text: z.string().max(4096).optional(),
    successful_payment: z.object({
      currency,
      total_amount: amount,
      invoice_payload: plainText(0, 256),
      telegram_payment_charge_id: telegramChargeIdSchema,
      provider_payment_charge_id: plainText(0, 256).optional(),
    }).optional(),
  }).optional(),
});

export type TelegramUpdate = z.infer<typeof updateSchema>;

export type RefusedUpdateKind = 'successful_payment' | 'pre_checkout_query' | 'message' | 'other';

/** What a refused update was about, read from its raw body (the schema did not take it). */
export function kindOf(body: unknown): RefusedUpdateKind {
  const update = (typeof body === 'object' && body !== null ? body : {}) as { pre_checkout_query?: unknown; message?: { successful_payment?: unknown } | null };
  if (update.pre_checkout_query !== undefined) return 'pre_checkout_query';
  if (typeof update.message === 'object' && update.message !== null) return update.message.successful_payment !== undefined ? 'successful_payment' : 'message';
  return 'other';
}
