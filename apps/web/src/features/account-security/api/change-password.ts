import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export const changePassword = (change: PasswordChange) => api.post<void>('/api/me/password', change);

/** Changes the password with the current one (POST /api/me/password); the server ends the other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
