import type { z } from 'zod';
import type { adminAdsResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export type AdminAd = z.infer<typeof adminAdsResponse>['ads'][number];

export const adminAdsQueryKey = [...adminDataKey, 'ads'] as const;

export const getAdminAds = () => api.get('/api/admin/ads');
export const adminAdsQueryOptions = () => queryOptions({ queryKey: adminAdsQueryKey, queryFn: getAdminAds });

/** Every ad with its schedule, languages and impression / click counts. */
export const useAdminAds = () => useQuery(adminAdsQueryOptions());
