import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';

/**
 * POST /api/me/email: an account without an address (made in Telegram) adds one; an account with
 * one starts moving to another (`pendingEmail`, until the new address's link is opened). The
 * server mails the confirmation link and answers the user. Needs a re-authenticated session: the
 * API client asks the person first.
 */
export const addEmail = (email: string) => api.post('/api/me/email', { body: { email } });

/** Adds the address (every screen then shows it, unconfirmed until its link is opened) or starts its change. */
export function useAddEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmail,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
