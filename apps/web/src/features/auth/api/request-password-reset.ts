import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Always answers 202, whether or not the address has an account. */
export const requestPasswordReset = (email: string) => api.post<void>('/api/auth/password-reset', { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
