import type { z } from 'zod';
import type { adminAdsResponse } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export type AdminAd = z.infer<typeof adminAdsResponse>['items'][number];

export const adminAdsQueryKey = [...adminDataKey, 'ads'] as const;

export const getAdminAds = (cursor: string | undefined) => api.get('/api/admin/ads', { query: { cursor } });
export const adminAdsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminAdsQueryKey, 'items'],
    queryFn: ({ pageParam }) => getAdminAds(pageParam),
    ...cursorPaging,
  });

/** The ads with their schedule, languages and impression / click counts, newest first, a page at a time. */
export const useAdminAds = () => useInfiniteQuery(adminAdsQueryOptions());
