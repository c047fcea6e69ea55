import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { getFairnessQueryOptions } from './get-fairness.ts';

export const setClientSeed = (clientSeed: string) => api.put('/api/games/fairness', { body: { clientSeed } });

/** Changes the client seed used by the next rounds. */
export function useSetClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setClientSeed, onSuccess: (data) => queryClient.setQueryData(getFairnessQueryOptions().queryKey, data) });
}
