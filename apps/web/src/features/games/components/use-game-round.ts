import type { GameId, GameRound } from '@fre/domain';
import { useState } from 'react';
import { isApiError } from '#web/lib/api-error.ts';
import { usePostRound } from '../api/play-round.ts';
import { useRounds } from '../api/get-rounds.ts';

/**
 * The round on the table for one game: the last one played here, else the player's open round
 * (resumed after a reload, or when a new bet answers round_active).
 */
export function useGameRound(game: GameId) {
  const rounds = useRounds();
  const post = usePostRound();
  const [played, setPlayed] = useState<GameRound | null>(null);
  const open = rounds.data?.pages[0]?.items.find((round) => round.game === game && round.status === 'active') ?? null;
  const round = played ?? open;
  const send = (url: string, body?: unknown) =>
    post.mutate(
      { url, body },
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
    play: (body: unknown) => send(`/api/games/${game}/play`, body),
    act: (action: string, body?: unknown) => round && send(`/api/games/${game}/${round.id}/${action}`, body),
    pending: post.isPending,
    error: post.error,
    reset: post.reset,
  };
}
