import type { roundResponse } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import type { ApiBody, ApiPath } from '#web/lib/api/api-types.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { getFairnessQueryOptions } from './get-fairness.ts';
import { getRoundsQueryOptions } from './get-rounds.ts';
import { getSlotQueryOptions } from './get-slot.ts';

export type RoundResult = z.infer<typeof roundResponse>;

/** The document's paths of a bet (`…/<game>/play`) and of a step of an open round (`…/<game>/{roundId}/<action>`). */
export type RoundPath = Extract<ApiPath<'post'>, `/api/games/${string}/play` | `/api/games/${string}/{roundId}/${string}`>;
/** The steps of an open round of `game`, as the document names them. */
export type RoundAction<G extends string> = RoundPath extends infer P ? (P extends `/api/games/${G}/{roundId}/${infer A}` ? A : never) : never;
/** What a bet or a step takes, each game's and action's. */
export type RoundBody = RoundPath extends infer P ? (P extends RoundPath ? ApiBody<P, 'post'> : never) : never;
/** What a bet on `G` takes. */
export type PlayBody<G extends string> = ApiBody<Extract<RoundPath, `/api/games/${G}/play`>, 'post'>;

export interface RoundCall {
  path: RoundPath;
  roundId?: string;
  body?: RoundBody;
}

/**
 * A bet or a step of an open round: one call for every game and action, each answering a round
 * (the games share the answer's schema), so it is typed once here rather than per path.
 */
export const postRound = ({ path, roundId, body }: RoundCall) =>
  (api.post as (path: RoundPath, init: { path?: { roundId: string }; body?: RoundBody; idempotent: true }) => Promise<RoundResult>)(path, {
    ...(roundId ? { path: { roundId } } : {}),
    body,
    idempotent: true,
  });

/**
 * Plays a bet or a step; afterwards the balance shown everywhere is the one the server returned,
 * and the nonce, the history and the pools are refreshed.
 */
export function usePostRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRound,
    // Inside Telegram, a round's end is felt (lib/telegram/haptics.ts); a step of an open round is not.
    meta: { haptic: ({ round }: RoundResult) => ({ won: 'success', cashed_out: 'success', lost: 'warning', push: 'impact', active: null })[round.status] },
    onSuccess: ({ balance }) => {
      queryClient.setQueryData(meQueryKey, (user: { balance: string } | null | undefined) => (user ? { ...user, balance } : user));
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      for (const options of [getFairnessQueryOptions(), getRoundsQueryOptions(), getSlotQueryOptions()]) void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });
}
