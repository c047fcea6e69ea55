import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiBody } from '#web/lib/api/api-types.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/**
 * currentPassword: absent when an account made in Telegram sets its first password (in a
 * re-authenticated session); otp with two-step sign-in on, or a passkey's answer.
 */
export type PasswordChange = ApiBody<'/api/me/password', 'post'>;

export const changePassword = (change: PasswordChange) => api.post('/api/me/password', { body: change });

/**
 * Changes the password with the current one and the second factor, or sets the first one
 * (POST /api/me/password); the server ends the other sessions. The user is read again: it now has a password.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: sessionsQueryKey }), queryClient.invalidateQueries({ queryKey: meQueryKey })]),
  });
}
