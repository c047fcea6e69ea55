import type { z } from 'zod';
import type { adminAdsResponse } from '@fre/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { postForm } from '#web/lib/post-form.ts';
import { adminDataKey } from '#web/admin/api/admin-keys.ts';

export type AdminAd = z.infer<typeof adminAdsResponse>['ads'][number];

const adsKey = [...adminDataKey, 'ads'] as const;

export const getAdminAds = () => api.get<{ ads: AdminAd[] }>('/api/admin/ads');
export const adminAdsQueryOptions = () => queryOptions({ queryKey: adsKey, queryFn: getAdminAds });

/** Every ad with its schedule, languages and impression / click counts. */
export const useAdminAds = () => useQuery(adminAdsQueryOptions());

export interface NewAd {
  placement: AdminAd['placement'];
  title: string;
  link: string;
  languages: string[];
  startsAt: string;
  endsAt: string;
  active: boolean;
  image: File | null;
}

export function createAd(ad: NewAd) {
  const form = new FormData();
  form.append('placement', ad.placement);
  form.append('title', ad.title);
  form.append('link', ad.link);
  form.append('languages', ad.languages.join(','));
  form.append('startsAt', ad.startsAt);
  form.append('endsAt', ad.endsAt);
  form.append('active', String(ad.active));
  if (ad.image) form.append('image', ad.image);
  return postForm<AdminAd>('/api/admin/ads', form);
}

/** Creates an ad (multipart with its optional image). */
export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAd, onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKey }) });
}

/** Turns an ad on or off. */
export function useSetAdActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => api.patch<AdminAd>(`/api/admin/ads/${encodeURIComponent(id)}`, { active }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKey }),
  });
}
