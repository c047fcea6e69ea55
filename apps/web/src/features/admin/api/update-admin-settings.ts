import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { publicSettingsQueryKey } from '../../../lib/settings/get-public-settings';
import type { Settings } from '../types';
import { getAdminSettingsQueryOptions } from './get-admin-settings';
import { auditQueryKey } from './get-audit';

export const updateAdminSettings = (changes: Partial<Settings>) => api.patch<Settings>('/api/admin/settings', changes);

/** Saves some settings; the answer is the saved state, which the page and the player app then show. */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(getAdminSettingsQueryOptions().queryKey, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]);
    },
  });
}
