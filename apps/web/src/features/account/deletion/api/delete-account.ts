import type { PasskeyAuthenticationResponse } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '#web/lib/api-client.ts';

export interface DeleteAccountInput {
  /** Or, for an account without one (made in Telegram, decision 045), `telegram`. */
  password?: string | undefined;
  /** The launch's signed initData inside Telegram, standing for the missing password. */
  telegram?: string | undefined;
  /** With two-step sign-in on: a code of the app or a recovery code. */
  otp?: string | undefined;
  /** Or, with passkeys: a passkey's answer (features/passkeys, PasskeyConfirmButton). */
  passkey?: PasskeyAuthenticationResponse | undefined;
}

export const deleteAccount = (input: DeleteAccountInput) => request<undefined>('DELETE', '/api/me', input);

/**
 * Erases the account (DELETE /api/me, 202). The server has ended every session; the page shows
 * its confirmation before the app forgets the user (see useForgetDeletedAccount).
 */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
