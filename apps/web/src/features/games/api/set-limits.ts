import type { z } from 'zod';
import type { limitsRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { getLimitsQueryOptions } from './get-limits.ts';

export type LimitsInput = z.input<typeof limitsRequest>;

export const setLimits = (input: LimitsInput) => api.put('/api/games/limits', { body: input });

/** Sets the daily loss limit (null removes it) or excludes the player from games for some days. */
export function useSetLimits() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setLimits, onSuccess: (data) => queryClient.setQueryData(getLimitsQueryOptions().queryKey, data) });
}
