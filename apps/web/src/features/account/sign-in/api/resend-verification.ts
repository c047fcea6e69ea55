import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const resendVerification = () => api.post('/api/auth/resend-verification');

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
