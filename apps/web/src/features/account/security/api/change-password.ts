import type { PasskeyAuthenticationResponse } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export interface PasswordChange {
  /** Absent when an account made in Telegram sets its first password (in a re-authenticated session). */
  currentPassword?: string | undefined;
  newPassword: string;
  /** With two-step sign-in on: a code of the app or a recovery code. */
  otp?: string | undefined;
  /** Or, with passkeys: a passkey's answer (features/passkeys, PasskeyConfirmButton). */
  passkey?: PasskeyAuthenticationResponse | undefined;
}

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
