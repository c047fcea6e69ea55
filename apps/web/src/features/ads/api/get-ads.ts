import type { z } from 'zod';
import type { adsResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export type Ad = z.infer<typeof adsResponse>['ads'][number];
export type AdPlacement = Ad['placement'];

export const getAds = (placement: AdPlacement) => api.get('/api/ads', { query: { placement } });

export const getAdsQueryOptions = (placement: AdPlacement) =>
  queryOptions({ queryKey: ['ads', placement], queryFn: () => getAds(placement), staleTime: 5 * 60_000 });

/** Live ads of a placement in the user's language; only called with advertising consent (`enabled`). */
export const useAds = (placement: AdPlacement, enabled: boolean) => useQuery({ ...getAdsQueryOptions(placement), enabled });
