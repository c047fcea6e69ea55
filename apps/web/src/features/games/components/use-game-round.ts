import type { GameId, GameRound } from '@fre/domain';
import { useState } from 'react';
import { isApiError } from '#web/lib/api-error.ts';
import { usePostRound, type PlayBody, type RoundAction, type RoundBody, type RoundCall, type RoundPath } from '../api/play-round.ts';
import { useRounds } from '../api/get-rounds.ts';

/**
 * The round on the table for one game: the last one played here, else the player's open round
 * (resumed after a reload, or when a new bet answers round_active).
 */
export function useGameRound<G extends GameId>(game: G) {
  const rounds = useRounds();
  const post = usePostRound();
  const [played, setPlayed] = useState<GameRound | null>(null);
  const open = rounds.data?.pages[0]?.items.find((round) => round.game === game && round.status === 'active') ?? null;
  const round = played ?? open;
  const send = (call: RoundCall) =>
    post.mutate(
      call,
      {
        onSuccess: (result) => setPlayed(result.round),
        onError: (error) => {
          if (isApiError(error) && error.code === 'round_active') {
            setPlayed(null);
            void rounds.refetch();
          }
        },
      },
    );
  return {
    round,
    active: round?.status === 'active',
    // The game's paths, from its id: `satisfies` checks each game's bet is one of the document's.
    play: (body?: PlayBody<G>) => send({ path: `/api/games/${game as GameId}/play` satisfies RoundPath, body: body as RoundBody | undefined }),
    act: (action: RoundAction<G>, body?: RoundBody) => round && send({ path: `/api/games/${game}/{roundId}/${action}` as RoundPath, roundId: round.id, body }),
    pending: post.isPending,
    error: post.error,
    reset: post.reset,
  };
}
