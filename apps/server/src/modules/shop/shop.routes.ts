import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminShopItemUpdate, adminShopResponse, createOrderRequest, orderCreatedResponse, orderParams, orderStatusResponse, shopResponse } from '@fre/domain';
import { requireAdmin } from '../../http/admin-guard.ts';
import { requireUser } from '../../http/authenticate.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ShopItemRow } from './shop.repository.ts';
import type { ShopService } from './shop.service.ts';

function itemDto(item: ShopItemRow) {
  return {
    id: item.id,
    kind: item.kind,
    rate: item.rate_nano?.toString() ?? null,
    days: item.days,
    amount: item.amount_nano?.toString() ?? null,
    price: item.price_nanoton?.toString() ?? null,
    available: item.available && item.price_nanoton !== null,
    requiredLevel: item.required_level,
  };
}

export function shopRoutes(shop: ShopService, settings: SettingsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async () => settings.assertFeature('shop'));
    app.get('/api/shop', { schema: { tags: ['shop'], response: { 200: shopResponse } } }, async (request) => shop.catalogue(requireUser(request)));
    app.post('/api/shop/orders', {
      schema: { tags: ['shop'], body: createOrderRequest, response: { 201: orderCreatedResponse } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    }, async (request, reply) => reply.status(201).send(await shop.createOrder(requireUser(request), request.body.itemId)));
    app.get('/api/shop/orders/:id', { schema: { tags: ['shop'], params: orderParams, response: { 200: orderStatusResponse } } }, async (request) =>
      shop.order(requireUser(request), request.params.id));
  };
}

/** /admin/shop: items, prices, availability; recent orders; payments kept for review. */
export function adminShopRoutes(shop: ShopService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/shop', { schema: { tags: ['admin'], response: { 200: adminShopResponse } } }, async () => {
      const view = await shop.adminView();
      return {
        items: view.items.map(itemDto),
        orders: view.orders.map((o) => ({
          id: o.id, itemId: o.item_id, status: o.status, amount: o.amount_nanoton.toString(), comment: o.comment, validUntil: o.valid_until.toISOString(),
          paidAt: o.paid_at?.toISOString() ?? null, userId: o.user_id, nickname: o.nickname, txHash: o.tx_hash,
        })),
        payments: view.payments.map((p) => ({ txHash: p.tx_hash, amount: p.amount_nanoton.toString(), comment: p.comment, outcome: p.outcome, source: p.source, orderId: p.order_id, receivedAt: p.received_at.toISOString() })),
      };
    });
    app.patch('/api/admin/shop/items/:id', { schema: { tags: ['admin'], params: z.object({ id: z.string().max(32) }), body: adminShopItemUpdate, response: { 200: adminShopResponse.shape.items.element } } }, async (request) =>
      itemDto(await shop.updateItem(requireAdmin(request), request.params.id, request.body)));
  };
}
