import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '#web/lib/api-client.ts';
import { adminAdsQueryKey, type AdminAd } from './get-admin-ads.ts';

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
  return postForm('/api/admin/ads', form);
}

/** Creates an ad (multipart with its optional image). */
export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAd, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAdsQueryKey }) });
}
