import type { z } from 'zod';
import type { passwordResetConfirmRequest } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export type ConfirmPasswordResetInput = z.input<typeof passwordResetConfirmRequest>;

export const confirmPasswordReset = (input: ConfirmPasswordResetInput) =>
  api.post('/api/auth/password-reset/confirm', { body: input });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
