import type { ShopItem } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { answeredInPage } from '../../../lib/page-answers';

export interface Shop {
  configured: boolean;
  items: ShopItem[];
}

const PATH = '/api/shop';

export const getShop = () => api.get<Shop>(PATH);

export const shopQueryKey = ['shop'] as const;

export const getShopQueryOptions = () => queryOptions({ queryKey: shopQueryKey, queryFn: getShop, ...answeredInPage<Shop>(PATH) });

/** The catalogue with this player's owned and blocked states. */
export const useShop = () => useQuery(getShopQueryOptions());
