import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminShopItemParams, adminShopItemUpdate, adminShopOrdersResponse, adminShopPaymentsResponse, adminShopResponse, adminStarPaymentParams, adminStarPaymentsQuery, adminStarPaymentsResponse, adminStarReviewResponse, createOrderRequest, keyedRequest, orderCreatedResponse, orderParams,
  orderStatusResponse, pageQuery, shopQuery, shopResponse, starPaymentSchema,
} from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import { requireUser } from '#server/http/authenticate.ts';
import { declareForEveryRoute } from '#server/http/route-contract.ts';
import { idempotencyKeyOf } from '#server/modules/idempotency/idempotency-key.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { ShopItemRow, StarPaymentRow } from './shop-rows.ts';
import { orderDto, type ShopService } from './shop.service.ts';
import type { StarsService } from './stars.service.ts';

function itemDto(item: ShopItemRow) {
  return {
    id: item.id,
    kind: item.kind,
    rate: item.rate_nano?.toString() ?? null,
    days: item.days,
    amount: item.amount_nano?.toString() ?? null,
    price: item.price_nanoton?.toString() ?? null,
    stars: item.price_stars,
    // The back office's reading: on sale by at least one method (TON in browsers, Stars in Telegram).
    available: item.available && (item.price_nanoton !== null || item.price_stars !== null),
    requiredLevel: item.required_level,
  };
}

function starPaymentDto(p: StarPaymentRow & { nickname: string | null; item_id: string | null }) {
  return {
    chargeId: p.telegram_payment_charge_id, orderId: p.order_id, itemId: p.item_id, userId: p.user_id, nickname: p.nickname,
    payerTelegramId: p.telegram_user_id.toString(), stars: p.stars, currency: p.currency, outcome: p.outcome, mismatch: p.mismatch,
    receivedAt: p.received_at.toISOString(), refundedAt: p.refunded_at?.toISOString() ?? null, reversal: p.refund_reversal, reviewedAt: p.reviewed_at?.toISOString() ?? null,
  };
}

export function shopRoutes(shop: ShopService, stars: StarsService, settings: SettingsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async () => settings.assertFeature('shop'));
    declareForEveryRoute(app, ['feature_disabled']);
    app.get('/api/shop', { schema: { tags: ['shop'], summary: 'The shop\'s items and the player\'s orders', querystring: shopQuery, response: { 200: shopResponse } } }, async (request) =>
      shop.catalogue(requireUser(request), request.query.method));
    app.post('/api/shop/orders', {
      schema: { tags: ['shop'], summary: 'Buy an item', errors: ['already_owned', 'boost_already_active', 'item_unavailable', 'level_required', 'not_found', 'shop_unavailable', 'telegram_not_linked', 'telegram_unavailable', 'wallet_required'], headers: keyedRequest.headers, body: createOrderRequest, response: { 201: orderCreatedResponse } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    }, async (request, reply) => {
      const user = requireUser(request);
      // One operation for both methods: a key sent for TON, then for Stars, is refused.
      const key = idempotencyKeyOf(request, { user: user.id }, 'shop.order');
      const created = request.body.method === 'stars' ? await stars.createOrder(user, request.body.itemId, key) : await shop.createOrder(user, request.body.itemId, key);
      return reply.status(201).send(created);
    });
    app.get('/api/shop/orders/:id', { schema: { tags: ['shop'], summary: 'One order', errors: ['not_found'], params: orderParams, response: { 200: orderStatusResponse } } }, async (request) =>
      shop.order(requireUser(request), request.params.id));
  };
}

/** /admin/shop: items, prices, availability; every order, the payments kept for review and the Stars payments, a page at a time; Stars refunds and reviews. */
export function adminShopRoutes(shop: ShopService, stars: StarsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/shop', { schema: { tags: ['admin'], summary: 'The shop\'s items', response: { 200: adminShopResponse } } }, async () => ({ items: (await shop.adminItems()).map(itemDto) }));
    app.get('/api/admin/shop/star-payments', {
      schema: { tags: ['admin'], summary: 'Telegram Stars payments: those under review oldest first, or all newest first, a page at a time', querystring: adminStarPaymentsQuery, response: { 200: adminStarPaymentsResponse } },
    }, async (request) => {
      const page = await shop.starPayments(request.query);
      return { items: page.items.map(starPaymentDto), nextCursor: page.nextCursor, unreviewed: page.unreviewed };
    });
    app.get('/api/admin/shop/orders', { schema: { tags: ['admin'], summary: 'The shop\'s orders, newest first, a page at a time', querystring: pageQuery, response: { 200: adminShopOrdersResponse } } }, async (request) => {
      const page = await shop.orders(request.query);
      return { items: page.items.map((o) => ({ ...orderDto(o), userId: o.user_id, nickname: o.nickname, txHash: o.tx_hash })), nextCursor: page.nextCursor };
    });
    app.get('/api/admin/shop/payments', { schema: { tags: ['admin'], summary: 'The TON payments kept for review, newest first, a page at a time', querystring: pageQuery, response: { 200: adminShopPaymentsResponse } } }, async (request) => {
      const page = await shop.paymentsToReview(request.query);
      return {
        items: page.items.map((p) => ({ txHash: p.tx_hash, amount: p.amount_nanoton.toString(), comment: p.comment, outcome: p.outcome, source: p.source, orderId: p.order_id, receivedAt: p.received_at.toISOString() })),
        nextCursor: page.nextCursor,
      };
    });
    app.patch('/api/admin/shop/items/:id', { schema: { tags: ['admin'], summary: 'Change a shop item', errors: ['not_found'], params: adminShopItemParams, body: adminShopItemUpdate, response: { 200: adminShopResponse.shape.items.element } } }, async (request) =>
      itemDto(await shop.updateItem(requireAdmin(request), request.params.id, request.body)));
    // Gives the Stars back through Telegram and takes back what the payment gave (stars.service.ts).
    app.post('/api/admin/shop/star-payments/:chargeId/refund', {
      schema: { tags: ['admin'], summary: 'Refund a Telegram Stars payment', errors: ['already_refunded', 'insufficient_balance', 'telegram_unavailable'], headers: keyedRequest.headers, params: adminStarPaymentParams, response: { 200: starPaymentSchema.pick({ chargeId: true, reversal: true }) } },
    }, async (request) => {
      const actor = requireAdmin(request);
      return stars.refund(actor, request.params.chargeId, idempotencyKeyOf(request, { admin: actor.user.id }, 'shop.star-refund'));
    });
    // Keeps a payment that credited nothing without refunding it; audited (stars.service.ts).
    app.post('/api/admin/shop/star-payments/:chargeId/review', {
      schema: { tags: ['admin'], summary: 'Mark a Stars payment reviewed', errors: ['not_found', 'not_under_review'], params: adminStarPaymentParams, response: { 200: adminStarReviewResponse } },
    }, async (request) => stars.review(requireAdmin(request), request.params.chargeId));
  };
}
