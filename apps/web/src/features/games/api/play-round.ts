import type { roundResponse } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { getFairnessQueryOptions } from './get-fairness.ts';
import { getRoundsQueryOptions } from './get-rounds.ts';
import { getSlotQueryOptions } from './get-slot.ts';

export type RoundResult = z.infer<typeof roundResponse>;

/** A bet (`/api/games/<game>/play`) or a step of an open round (`/api/games/<game>/<id>/<action>`). */
export const postRound = (url: string, body?: unknown) => api.postKeyed<RoundResult>(url, body);

/**
 * Plays a bet or a step; afterwards the balance shown everywhere is the one the server returned,
 * and the nonce, the history and the pools are refreshed.
 */
export function usePostRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ url, body }: { url: string; body?: unknown }) => postRound(url, body),
    // Inside Telegram, a round's end is felt (lib/telegram/haptics.ts); a step of an open round is not.
    meta: { haptic: ({ round }: RoundResult) => ({ won: 'success', cashed_out: 'success', lost: 'warning', push: 'impact', active: null })[round.status] },
    onSuccess: ({ balance }) => {
      queryClient.setQueryData(meQueryKey, (user: { balance: string } | null | undefined) => (user ? { ...user, balance } : user));
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      for (const options of [getFairnessQueryOptions(), getRoundsQueryOptions(), getSlotQueryOptions()]) void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });
}
