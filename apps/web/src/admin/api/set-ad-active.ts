import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminAdsQueryKey } from './get-admin-ads.ts';

export const setAdActive = ({ id, active }: { id: string; active: boolean }) => api.patch('/api/admin/ads/{id}', { path: { id }, body: { active } });

/** Turns an ad on or off. */
export function useSetAdActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAdActive, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAdsQueryKey }) });
}
