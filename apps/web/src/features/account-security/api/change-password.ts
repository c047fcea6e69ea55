import type { PasskeyAuthenticationResponse } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  /** With two-step sign-in on: a code of the app or a recovery code. */
  otp?: string | undefined;
  /** Or, with passkeys: a passkey's answer (features/passkeys, PasskeyConfirmButton). */
  passkey?: PasskeyAuthenticationResponse | undefined;
}

export const changePassword = (change: PasswordChange) => api.post<void>('/api/me/password', change);

/** Changes the password with the current one and the second factor (POST /api/me/password); the server ends the other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
