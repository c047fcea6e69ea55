import type { Language, User } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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
export const useRegister = () => useMutation({ mutationFn: register });
