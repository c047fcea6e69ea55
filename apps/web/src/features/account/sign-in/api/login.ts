import type { z } from 'zod';
import type { loginRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { useBotChallenge } from '#web/lib/bot-challenge/use-bot-challenge.ts';

/**
 * `otp`: with two-step sign-in on, asked for by 401 second_factor_required. `altcha` goes apart
 * (login's second argument); `bearer` is not the web's: its session is the cookie.
 */
export type LoginInput = Omit<z.input<typeof loginRequest>, 'altcha' | 'bearer'>;

/** `altcha`: a solved bot challenge, required after recent failed sign-ins (challenge_required). */
export const login = (input: LoginInput, altcha?: string) => api.post('/api/auth/login', { body: { ...input, altcha } });

/**
 * Signs in; the session cookie is set by the server and the user is cached. After recent
 * failures the server asks for a bot challenge (decision 021): it is solved and the sign-in sent
 * again, `challenge.solving` meanwhile.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const challenge = useBotChallenge();
  const mutation = useMutation({
    mutationFn: (input: LoginInput) => challenge.send((altcha) => login(input, altcha), { upfront: false }),
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
  return { mutation, challenge };
}
