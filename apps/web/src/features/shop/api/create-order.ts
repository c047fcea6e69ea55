import { SHOP } from '@fre/domain';
import type { orderCreatedResponse } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

export type CreatedOrder = z.infer<typeof orderCreatedResponse>;
export type TonOrder = Extract<CreatedOrder, { method: 'ton' }>;
export type StarsOrder = Extract<CreatedOrder, { method: 'stars' }>;

/**
 * The order's validity on this device's clock: a fresh order is valid SHOP.orderTtlMs from now,
 * whatever the difference between the phone's clock and the server's.
 */
export const createOrder = async (itemId: string): Promise<TonOrder> => {
  // The server answers an order in the method it was asked for.
  const order = (await api.post('/api/shop/orders', { body: { itemId, method: 'ton' }, idempotent: true })) as TonOrder;
  return { ...order, validUntil: new Date(Date.now() + SHOP.orderTtlMs).toISOString() };
};

/** Reserves a price and a unique comment for 15 minutes: the payment must carry both. */
export const useCreateOrder = () => useMutation({ mutationFn: createOrder });

/** Inside Telegram: an order paid in Stars, with the Bot API's invoice link that Telegram's payment sheet opens (decision 045). */
export const createStarsOrder = async (itemId: string) => (await api.post('/api/shop/orders', { body: { itemId, method: 'stars' }, idempotent: true })) as StarsOrder;
