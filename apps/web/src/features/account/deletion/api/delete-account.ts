import type { z } from 'zod';
import type { deleteAccountRequest } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/**
 * `telegram`, the launch's signed initData, stands for the password of an account without one (made
 * in Telegram, decision 045). With two-step sign-in on, `otp` (an app or recovery code) or `passkey`,
 * a passkey's answer (features/passkeys, PasskeyConfirmButton).
 */
export type DeleteAccountInput = z.input<typeof deleteAccountRequest>;

export const deleteAccount = (input: DeleteAccountInput) => api.delete('/api/me', { body: input });

/**
 * Erases the account (DELETE /api/me, 202). The server has ended every session; the page shows
 * its confirmation before the app forgets the user (see useForgetDeletedAccount).
 */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
