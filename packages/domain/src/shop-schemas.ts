/** Shop paid in TON: the API contract (amounts in nanoTON strings, rates in nano-FRE/h). */
import { z } from 'zod';
import { telegramChargeIdSchema } from './telegram-values.ts';
import { SHOP_KINDS } from './constants.ts';
import { NANO_TON_DESCRIPTION, nanoAmountInput, nanoRateString, nanoString, nanoTonString } from './api-schemas.ts';
import { pageOf, pageQuery } from './page-schemas.ts';

export const shopItemSchema = z.object({
  id: z.string(),
  kind: z.enum(SHOP_KINDS),
  rate: nanoRateString.nullable(),
  days: z.number().int().nullable(),
  amount: nanoString.nullable(),
  /** nanoTON; null = not for sale yet */
  price: nanoTonString.nullable(),
  /** Telegram Stars, the price inside Telegram (decision 045); null = not for sale there. */
  stars: z.number().int().positive().nullable(),
  available: z.boolean(),
  requiredLevel: z.number().int(),
  owned: z.boolean(),
  /** Why it cannot be bought now, if so. */
  blocked: z.enum(['owned', 'level', 'boost_active', 'unavailable']).nullable(),
}).meta({
  id: 'ShopItem',
  example: { id: 'BOOST7', kind: 'boost_box', rate: '400000000', days: 7, amount: null, price: '1500000000', stars: 150, available: true, requiredLevel: 1, owned: false, blocked: null },
});
export const shopResponse = z.object({ configured: z.boolean(), items: z.array(shopItemSchema) });
/**
 * `method`: the payment the catalogue is read for: `available` and `blocked` ('unavailable') follow
 * that method's price (TON in a browser, Stars inside Telegram); the player's rules are the same.
 */
export const shopQuery = z.object({ method: z.enum(['ton', 'stars']).default('ton') });
export type ShopItem = z.infer<typeof shopItemSchema>;

/** `method`: TON in a browser; Telegram Stars inside Telegram, where digital goods are paid in Stars only (decision 045). */
export const createOrderRequest = z.strictObject({ itemId: z.string().min(1).max(32), method: z.enum(['ton', 'stars']).default('ton') });
export const tonOrderCreated = z.object({ method: z.literal('ton'), orderId: z.string(), address: z.string(), amount: nanoTonString, comment: z.string(), validUntil: z.string() });
/** `invoiceLink`: the Bot API's createInvoiceLink answer, opened by the webview's openInvoice. */
export const starsOrderCreated = z.object({ method: z.literal('stars'), orderId: z.string(), invoiceLink: z.string(), stars: z.number().int() });
export const orderCreatedResponse = z.discriminatedUnion('method', [tonOrderCreated, starsOrderCreated]);
export const orderStatusResponse = z.object({
  id: z.string(),
  itemId: z.string(),
  method: z.enum(['ton', 'stars']),
  /** 'refunded': a Stars payment an admin refunded (decision 045). */
  status: z.enum(['pending', 'paid', 'expired', 'refunded']),
  /** nanoTON and the transfer's comment: TON orders; `stars`: Stars orders. */
  amount: nanoTonString.nullable(),
  comment: z.string().nullable(),
  stars: z.number().int().nullable(),
  validUntil: z.string(),
  paidAt: z.string().nullable(),
}).meta({
  id: 'Order',
  example: { id: '0b6f7c1e-3d2a-4f59-8e41-7a9c5d2b1e60', itemId: 'BOOST7', method: 'ton', status: 'pending', amount: '1500000000', comment: 'FRE-7Q2K9', stars: null, validUntil: '2026-11-29T09:00:00.000Z', paidAt: null },
});
export const orderParams = z.object({ id: z.uuid() });

export const adminShopItemUpdate = z.strictObject({
  /** nanoTON, or null to take the item off sale */
  price: nanoAmountInput(`The price in TON; null takes the item off sale. ${NANO_TON_DESCRIPTION}`).nullable().optional(),
  available: z.boolean().optional(),
  /** Telegram Stars, a whole number, or null to take it off sale inside Telegram. */
  stars: z.number().int().min(1).max(100_000).nullable().optional(),
  requiredLevel: z.number().int().min(0).max(10).optional(),
});
/** A successful_payment in Stars as the back office lists it; `reversal`: what the refund took back. */
export const starPaymentSchema = z.object({
  chargeId: z.string(),
  orderId: z.string().nullable(),
  itemId: z.string().nullable(),
  userId: z.string().nullable(),
  nickname: z.string().nullable(),
  /** The Telegram user who paid (the one a refund goes back to). */
  payerTelegramId: z.string(),
  stars: z.number().int(),
  currency: z.string(),
  /** `mismatch`: the payer, the currency or the total differed from the order's (decision 045): nothing credited. */
  outcome: z.enum(['credited', 'already_owned', 'unknown_order', 'order_not_pending', 'mismatch']),
  /** What differed, paid against expected; null unless the outcome is `mismatch`. */
  mismatch: z.object({
    payer: z.object({ paid: z.string(), expected: z.string().nullable() }).optional(),
    currency: z.object({ paid: z.string(), expected: z.string() }).optional(),
    total: z.object({ paid: z.number().int(), expected: z.number().int() }).optional(),
  }).nullable(),
  receivedAt: z.string(),
  refundedAt: z.string().nullable(),
  reversal: z.enum(['fre_debited', 'pack_removed', 'boost_removed', 'nothing_granted']).nullable(),
  /** When an admin marked a payment that credited nothing as reviewed, kept without a refund. */
  reviewedAt: z.string().nullable(),
});
export const adminShopResponse = z.object({
  items: z.array(shopItemSchema.omit({ owned: true, blocked: true })),
});
/** Every order, TON or Stars, newest first, a page at a time (decision 060). */
export const adminShopOrdersResponse = pageOf(orderStatusResponse.extend({ userId: z.string(), nickname: z.string(), txHash: z.string().nullable() }));
/** The TON payments that credited nothing, kept for review, newest first, a page at a time. */
export const adminShopPaymentsResponse = pageOf(
  z.object({ txHash: z.string(), amount: nanoTonString, comment: z.string().nullable(), outcome: z.string(), source: z.string().nullable(), orderId: z.string().nullable(), receivedAt: z.string() }),
);
/** The Stars payments under review (`unreviewed`, the default: oldest first) or all (newest first), a page at a time (decision 060). */
export const adminStarPaymentsQuery = pageQuery.extend({ status: z.enum(['unreviewed', 'all']).default('unreviewed') });
/** A page, with how many are under review beyond it; each refundable by an admin. */
export const adminStarPaymentsResponse = pageOf(starPaymentSchema).extend({ unreviewed: z.number().int() });
/** A Stars payment an admin refunds or reviews, by its Telegram charge id. */
export const adminStarPaymentParams = z.object({ chargeId: telegramChargeIdSchema });
export const adminStarReviewResponse = z.object({ chargeId: z.string(), reviewedAt: z.string() });
/** A shop item's id as the catalogue writes them ("FRE1", "BOOST7", "FREBOX7500"). */
export const adminShopItemParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) });

/** Decimal strings, never floats (decision 067). */
export const priceResponse = z.object({
  priceTon: z.string(),
  priceUsd: z.string().nullable(),
  change24h: z.string().nullable(),
  updatedAt: z.string(),
  history: z.array(z.object({ at: z.string(), priceTon: z.string(), priceUsd: z.string().nullable() })),
  tradingUrl: z.string().nullable(),
});
