import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export interface ConfirmPasswordResetInput {
  token: string;
  password: string;
}

export const confirmPasswordReset = (input: ConfirmPasswordResetInput) =>
  api.post<void>('/api/auth/password-reset/confirm', input);

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
