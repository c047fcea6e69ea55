import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useBotChallenge } from '#web/lib/bot-challenge/use-bot-challenge.ts';

/** Always answers 202, whether or not the address has an account; `altcha` is always required. */
export const requestPasswordReset = (email: string, altcha?: string) => api.post('/api/auth/password-reset', { body: { email, altcha } });

/** Asks for a reset link through a bot challenge solved first (decision 021), `challenge.solving` meanwhile. */
export function useRequestPasswordReset() {
  const challenge = useBotChallenge();
  const mutation = useMutation({ mutationFn: (email: string) => challenge.send((altcha) => requestPasswordReset(email, altcha), { upfront: true }) });
  return { mutation, challenge };
}
