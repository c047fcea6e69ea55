import type { adminShopResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export type AdminShop = z.infer<typeof adminShopResponse>;
export type AdminShopItem = AdminShop['items'][number];

export const getAdminShop = () => api.get('/api/admin/shop');

export const getAdminShopQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'shop'], queryFn: getAdminShop, staleTime: 0 });

/** Items with their prices, the last 100 orders, and the payments kept for review. */
export const useAdminShop = () => useQuery(getAdminShopQueryOptions());
