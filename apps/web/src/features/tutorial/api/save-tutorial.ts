import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';

export type TutorialOutcome = 'completed' | 'skipped';

export const saveTutorial = (outcome: TutorialOutcome) =>
  api.patch('/api/me', { body: outcome === 'completed' ? { tutorialCompleted: true } : { tutorialSkipped: true } });

/** Records that the tutorial was finished or skipped; a failure is logged and the flow goes on. */
export function useSaveTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTutorial,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
    onError: (error) => console.warn('tutorial flag not saved', error),
  });
}
