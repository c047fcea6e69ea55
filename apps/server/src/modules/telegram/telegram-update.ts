import { z } from 'zod';

/** A Telegram id: up to 52 bits (Bot API, "User"), read as a bigint as the users table keeps it. */
const telegramId = z.number().int().safe().transform((id) => BigInt(id));

/**
 * The parts of a Bot API Update the webhook reads (core.telegram.org/bots/api#update): the
 * pre-checkout query, a message's successful payment, a private chat's command. Everything else in
 * the update is ignored, not validated.
 */
export const updateSchema = z.object({
  update_id: z.number().int(),
  pre_checkout_query: z.object({
    id: z.string().min(1).max(256),
    from: z.object({ id: telegramId }),
    currency: z.string().max(8),
    total_amount: z.number().int(),
    invoice_payload: z.string().max(256),
  }).optional(),
  message: z.object({
    chat: z.object({ id: telegramId, type: z.string() }),
    from: z.object({ id: telegramId, language_code: z.string().max(35).optional() }).optional(),
    text: z.string().max(4096).optional(),
    successful_payment: z.object({
      currency: z.string().max(8),
      total_amount: z.number().int().positive(),
      invoice_payload: z.string().max(256),
      telegram_payment_charge_id: z.string().min(1).max(256),
      provider_payment_charge_id: z.string().max(256).optional(),
    }).optional(),
  }).optional(),
});

export type TelegramUpdate = z.infer<typeof updateSchema>;
