import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { publicSettingsQueryKey } from '#web/lib/settings/get-public-settings.ts';
import type { Settings } from '../types.ts';
import { getAdminSettingsQueryOptions } from './get-admin-settings.ts';
import { auditQueryKey } from './get-audit.ts';

export const updateAdminSettings = (changes: Partial<Settings>) => api.patch('/api/admin/settings', { body: changes });

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
