import type { User } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/get-me';

export interface LoginInput {
  email: string;
  password: string;
}

export const login = (input: LoginInput) => api.post<{ user: User }>('/api/auth/login', input);

/** Signs in; the session cookie is set by the server and the user is cached. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
