import type { z } from 'zod';
import type { Language, registerRequest } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useBotChallenge } from '#web/lib/bot-challenge/use-bot-challenge.ts';

/**
 * `altcha` goes apart (register's second argument). The language the app shows is always sent: the
 * server would otherwise guess it from the browser's.
 */
export type RegisterInput = Omit<z.input<typeof registerRequest>, 'altcha'> & { language: Language };

/** `altcha`: the solved bot challenge the server requires with every sign-up. */
export const register = (input: RegisterInput, altcha?: string) => api.post('/api/auth/register', { body: { ...input, altcha } });

/**
 * Creates the account, through a bot challenge solved first (decision 021); the server signs the
 * new user in and sends the verification email. `challenge.solving` while it is solved;
 * `challenge.prepare()` starts solving before the form is sent.
 */
export function useRegister() {
  const challenge = useBotChallenge();
  const mutation = useMutation({ mutationFn: (input: RegisterInput) => challenge.send((altcha) => register(input, altcha), { upfront: true }) });
  return { mutation, challenge };
}
