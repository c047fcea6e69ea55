import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendVerification = () => api.post<void>('/api/auth/resend-verification');

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
