import type { z } from 'zod';
import type { adminAdsResponse } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export type AdminAd = z.infer<typeof adminAdsResponse>['items'][number];

export const adminAdsQueryKey = [...adminDataKey, 'ads'] as const;

export const getAdminAds = (cursor: string | undefined) => api.get('/api/admin/ads', { query: { cursor } });
export const adminAdsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminAdsQueryKey, 'items'],
    queryFn: ({ pageParam }) => getAdminAds(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The ads with their schedule, languages and impression / click counts, newest first, a page at a time. */
export const useAdminAds = () => useInfiniteQuery(adminAdsQueryOptions());
