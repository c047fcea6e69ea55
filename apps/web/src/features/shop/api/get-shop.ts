import type { ShopItem } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Shop {
  configured: boolean;
  items: ShopItem[];
}

export const getShop = () => api.get<Shop>('/api/shop');

export const shopQueryKey = ['shop'] as const;

export const getShopQueryOptions = () => queryOptions({ queryKey: shopQueryKey, queryFn: getShop });

/** The catalogue with this player's owned and blocked states. */
export const useShop = () => useQuery(getShopQueryOptions());
