import type { adminShopOrdersResponse, adminShopPaymentsResponse, adminShopResponse, adminStarPaymentsResponse } from '@fre/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export type AdminShop = z.infer<typeof adminShopResponse>;
export type AdminShopItem = AdminShop['items'][number];
export type AdminShopOrder = z.infer<typeof adminShopOrdersResponse>['items'][number];
export type AdminShopPayment = z.infer<typeof adminShopPaymentsResponse>['items'][number];
export type AdminStarPayment = z.infer<typeof adminStarPaymentsResponse>['items'][number];
/** The Stars payments under review (oldest first) or all of them (newest first). */
export type StarPaymentsStatus = 'unreviewed' | 'all';

/** Everything the shop's page reads starts with this key: a change to an item or a payment refreshes it all. */
const shopKey = [...adminDataKey, 'shop'] as const;

export const getAdminShop = () => api.get('/api/admin/shop');

export const getAdminShopQueryOptions = () => queryOptions({ queryKey: shopKey, queryFn: getAdminShop, staleTime: 0 });

/** The items with their prices (TON and Stars), availability and required level. */
export const useAdminShop = () => useQuery(getAdminShopQueryOptions());

export const getAdminShopOrders = (cursor: string | undefined) => api.get('/api/admin/shop/orders', { query: { cursor } });

/** Every order, TON or Stars, newest first, a page at a time (decision 060). */
export const useAdminShopOrders = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...shopKey, 'orders', 'items'],
      queryFn: ({ pageParam }) => getAdminShopOrders(pageParam),
      ...cursorPaging,
      staleTime: 0,
    }),
  );

export const getAdminShopPayments = (cursor: string | undefined) => api.get('/api/admin/shop/payments', { query: { cursor } });

/** The TON payments that credited nothing, kept for review, newest first, a page at a time. */
export const useAdminShopPayments = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...shopKey, 'payments', 'items'],
      queryFn: ({ pageParam }) => getAdminShopPayments(pageParam),
      ...cursorPaging,
      staleTime: 0,
    }),
  );

export const getAdminStarPayments = (status: StarPaymentsStatus, cursor: string | undefined) => api.get('/api/admin/shop/star-payments', { query: { status, cursor } });

/** The Telegram Stars payments, a page at a time, with how many are under review. */
export const useAdminStarPayments = (status: StarPaymentsStatus) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...shopKey, 'star-payments', status, 'items'],
      queryFn: ({ pageParam }) => getAdminStarPayments(status, pageParam),
      ...cursorPaging,
      staleTime: 0,
    }),
  );
