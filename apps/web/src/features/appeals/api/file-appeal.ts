import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { myDecisionsQueryKey } from './get-my-decisions.ts';

export const fileAppeal = (input: { decisionId: string; text: string }) => api.post('/api/me/appeals', { body: input });

/** A signed-in player's one appeal of a decision; the decisions are read again with it. */
export function useFileAppeal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fileAppeal, onSuccess: () => queryClient.invalidateQueries({ queryKey: myDecisionsQueryKey }) });
}
