import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminAdsQueryKey, type AdminAd } from './get-admin-ads.ts';

export const setAdActive = ({ id, active }: { id: string; active: boolean }) => api.patch<AdminAd>(`/api/admin/ads/${encodeURIComponent(id)}`, { active });

/** Turns an ad on or off. */
export function useSetAdActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAdActive, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAdsQueryKey }) });
}
