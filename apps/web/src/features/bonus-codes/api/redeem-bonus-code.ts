import type { redeemResponse } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { useBotChallenge } from '#web/lib/bot-challenge/use-bot-challenge.ts';

/** value: nano-FRE (fre), nano-FRE per hour (boost) or milliseconds (time_reduction); message is translated by the server. */
export type RedeemResult = z.infer<typeof redeemResponse>;

/** `altcha`: a solved bot challenge, required after recently refused codes (challenge_required). */
export const redeemBonusCode = (code: string, altcha?: string) => api.post('/api/bonus-codes/redeem', { body: { code, altcha }, idempotent: true });

/**
 * Redeems a bonus code. A code can change the balance, the rate, the running session and the
 * history, so every cached answer of the account is refreshed afterwards. After refused codes
 * the server asks for a bot challenge (decision 021): solved, then sent again.
 */
export function useRedeemBonusCode() {
  const queryClient = useQueryClient();
  const challenge = useBotChallenge();
  const mutation = useMutation({
    mutationFn: (code: string) => challenge.send((altcha) => redeemBonusCode(code, altcha), { upfront: false }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  return { mutation, challenge };
}
