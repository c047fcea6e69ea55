import type { orderCreatedResponse } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CreatedOrder = z.infer<typeof orderCreatedResponse>;

export const createOrder = (itemId: string) => api.post<CreatedOrder>('/api/shop/orders', { itemId });

/** Reserves a price and a unique comment for 15 minutes: the payment must carry both. */
export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
