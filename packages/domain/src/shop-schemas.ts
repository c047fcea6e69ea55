/** Shop paid in TON: the API contract (amounts in nanoTON strings, rates in nano-FRE/h). */
import { z } from 'zod';
import { SHOP_KINDS } from './constants.ts';
import { nanoString } from './schemas.ts';

export const shopItemSchema = z.object({
  id: z.string(),
  kind: z.enum(SHOP_KINDS),
  rate: nanoString.nullable(),
  days: z.number().int().nullable(),
  amount: nanoString.nullable(),
  /** nanoTON; null = not for sale yet */
  price: nanoString.nullable(),
  /** Telegram Stars, the price inside Telegram (decision 045); null = not for sale there. */
  stars: z.number().int().positive().nullable(),
  available: z.boolean(),
  requiredLevel: z.number().int(),
  owned: z.boolean(),
  /** Why it cannot be bought now, if so. */
  blocked: z.enum(['owned', 'level', 'boost_active', 'unavailable']).nullable(),
});
export const shopResponse = z.object({ configured: z.boolean(), items: z.array(shopItemSchema) });
export type ShopItem = z.infer<typeof shopItemSchema>;

/** `method`: TON in a browser; Telegram Stars inside Telegram, where digital goods are paid in Stars only (decision 045). */
export const createOrderRequest = z.strictObject({ itemId: z.string().min(1).max(32), method: z.enum(['ton', 'stars']).default('ton') });
export const tonOrderCreated = z.object({ method: z.literal('ton'), orderId: z.string(), address: z.string(), amount: nanoString, comment: z.string(), validUntil: z.string() });
/** `invoiceLink`: the Bot API's createInvoiceLink answer, opened by the webview's openInvoice. */
export const starsOrderCreated = z.object({ method: z.literal('stars'), orderId: z.string(), invoiceLink: z.string(), stars: z.number().int() });
export const orderCreatedResponse = z.discriminatedUnion('method', [tonOrderCreated, starsOrderCreated]);
export const orderStatusResponse = z.object({
  id: z.string(),
  itemId: z.string(),
  status: z.enum(['pending', 'paid', 'expired']),
  amount: nanoString,
  comment: z.string(),
  validUntil: z.string(),
  paidAt: z.string().nullable(),
});
export const orderParams = z.object({ id: z.uuid() });

export const adminShopItemUpdate = z.strictObject({
  /** TON as a decimal string, or null to take the item off sale */
  price: z.string().trim().regex(/^\d{1,9}(\.\d{1,9})?$/, { message: 'invalid_amount' }).nullable().optional(),
  available: z.boolean().optional(),
  /** Telegram Stars, a whole number, or null to take it off sale inside Telegram. */
  stars: z.number().int().min(1).max(100_000).nullable().optional(),
  requiredLevel: z.number().int().min(0).max(10).optional(),
});
export const adminShopResponse = z.object({
  items: z.array(shopItemSchema.omit({ owned: true, blocked: true })),
  orders: z.array(orderStatusResponse.extend({ userId: z.string(), nickname: z.string(), txHash: z.string().nullable() })),
  payments: z.array(z.object({ txHash: z.string(), amount: nanoString, comment: z.string().nullable(), outcome: z.string(), source: z.string().nullable(), orderId: z.string().nullable(), receivedAt: z.string() })),
});

/** Decimal strings, never floats (D3). */
export const priceResponse = z.object({
  priceTon: z.string(),
  priceUsd: z.string().nullable(),
  change24h: z.string().nullable(),
  updatedAt: z.string(),
  history: z.array(z.object({ at: z.string(), priceTon: z.string(), priceUsd: z.string().nullable() })),
  tradingUrl: z.string().nullable(),
});
