import { SHOP } from '@fre/domain';
import type { orderCreatedResponse } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CreatedOrder = z.infer<typeof orderCreatedResponse>;

/**
 * The order's validity on this device's clock: a fresh order is valid SHOP.orderTtlMs from now,
 * whatever the difference between the phone's clock and the server's.
 */
export const createOrder = async (itemId: string): Promise<CreatedOrder> => {
  const order = await api.post<CreatedOrder>('/api/shop/orders', { itemId });
  return { ...order, validUntil: new Date(Date.now() + SHOP.orderTtlMs).toISOString() };
};

/** Reserves a price and a unique comment for 15 minutes: the payment must carry both. */
export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
