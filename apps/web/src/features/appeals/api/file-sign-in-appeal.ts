import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiBody } from '#web/lib/api/api-types.ts';
import { useBotChallenge } from '#web/lib/bot-challenge/use-bot-challenge.ts';

export type SignInAppealInput = Omit<ApiBody<'/api/auth/appeal', 'post'>, 'altcha'>;

export const fileSignInAppeal = (input: SignInAppealInput, altcha?: string) => api.post('/api/auth/appeal', { body: { ...input, altcha } });

/**
 * A banned account's appeal from the sign-in page: its password proves the owner, checked as a
 * sign-in (after recent failures the server asks for a bot challenge, solved and sent again).
 */
export function useFileSignInAppeal() {
  const challenge = useBotChallenge();
  const mutation = useMutation({ mutationFn: (input: SignInAppealInput) => challenge.send((altcha) => fileSignInAppeal(input, altcha), { upfront: false }) });
  return { mutation, challenge };
}
