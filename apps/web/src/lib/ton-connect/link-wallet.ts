import type { walletLinkRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';

export type WalletLinkRequest = z.infer<typeof walletLinkRequest>;

export const linkWallet = (body: WalletLinkRequest) => api.post('/api/wallet/link', { body, idempotent: true });

/** Sends the wallet's ton_proof; the server verifies it and answers the user with `tonWallet` set. */
export function useLinkWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkWallet,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
