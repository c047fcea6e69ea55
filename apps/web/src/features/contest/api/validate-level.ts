import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { contestQueryKey } from './get-contest.ts';

/** reward: the permanent rate bonus in nano-FRE per hour. */
export const validateLevel = (level: number) => api.post('/api/contest/levels/{n}/validate', { path: { n: level }, idempotent: true });

/** Validates a level (the server checks the task), then reloads the contest and the user's level. */
export function useValidateLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateLevel,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contestQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
