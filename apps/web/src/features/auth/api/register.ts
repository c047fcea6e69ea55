import type { Language, User } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/get-me';

export interface RegisterInput {
  nickname: string;
  email: string;
  password: string;
  confirmPassword: string;
  referralCode?: string;
  language: Language;
}

export const register = (input: RegisterInput) => api.post<{ user: User }>('/api/auth/register', input);

/** Creates the account; the server signs the new user in and sends the verification email. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
