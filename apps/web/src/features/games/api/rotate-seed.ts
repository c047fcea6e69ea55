import type { rotateResponse } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { getFairnessQueryOptions } from './get-fairness.ts';
import { getRoundsQueryOptions } from './get-rounds.ts';

export type Rotation = z.infer<typeof rotateResponse>;

export const rotateSeed = () => api.post('/api/games/fairness/rotate');

/** Reveals the current server seed (its rounds become verifiable) and commits to a new one. */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeed,
    onSuccess: (data) => {
      queryClient.setQueryData(getFairnessQueryOptions().queryKey, data.current);
      void queryClient.invalidateQueries({ queryKey: getRoundsQueryOptions().queryKey });
    },
  });
}
