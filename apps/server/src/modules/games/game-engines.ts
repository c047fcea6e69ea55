/**
 * The server side of each multi-step game: every function takes the round as fixed at bet time
 * (the `secret`) and what the player has seen so far (`shown`), and returns the next state.
 * The math itself lives in packages/domain, shared with the browser's verifier.
 */
import {
  HILO, KENO_PAYTABLES, TOWERS, canDouble, dealBlackjack, drawKeno, hiloCards, hiloWinAfter, hiloWins, playBlackjack, towersLayout, towersMultiplier,
  type BlackjackAction, type BlackjackRound, type Card, type HiloGuess, type TowersDifficulty,
} from '@fre/domain';
import { AppError } from '#server/lib/app-error.ts';

export type Status = 'active' | 'won' | 'lost' | 'cashed_out' | 'push';

export interface Step {
  secret: Record<string, unknown>;
  shown: Record<string, unknown>;
  status: Status;
  /** Total returned as a multiple of the original stake, once finished. */
  multiple: number | null;
  /** A second stake (blackjack double), as a multiple of the original stake. */
  extraStake?: number;
}

export function keno(floats: number[], picks: number[]): Step {
  const drawn = drawKeno(floats);
  const hits = picks.filter((n) => drawn.includes(n)).length;
  const multiplier = KENO_PAYTABLES[picks.length]![hits]!;
  return { secret: {}, shown: { picks, drawn, hits, multiplier }, status: multiplier > 0 ? 'won' : 'lost', multiple: multiplier };
}

export const towers = {
  start(floats: number[], difficulty: TowersDifficulty): Step {
    return { secret: { layout: towersLayout(difficulty, floats) }, shown: { difficulty, row: 0, picks: [], multiplier: 1, next: towersMultiplier(difficulty, 1) }, status: 'active', multiple: null };
  },
  pick(secret: { layout: number[][] }, shown: { difficulty: TowersDifficulty; row: number; picks: number[] }, tile: number): Step {
    const { tiles } = TOWERS.difficulties[shown.difficulty];
    if (tile >= tiles) throw new AppError('invalid_move');
    const safe = secret.layout[shown.row]!.includes(tile);
    const picks = [...shown.picks, tile];
    if (!safe) return { secret, shown: { ...shown, picks, layout: secret.layout, lostAt: shown.row }, status: 'lost', multiple: 0 };
    const row = shown.row + 1;
    const multiplier = towersMultiplier(shown.difficulty, row);
    if (row === TOWERS.rows || multiplier >= TOWERS.maxMultiplier) return { secret, shown: { ...shown, row, picks, multiplier, layout: secret.layout }, status: 'cashed_out', multiple: multiplier };
    return { secret, shown: { ...shown, row, picks, multiplier, next: towersMultiplier(shown.difficulty, row + 1) }, status: 'active', multiple: null };
  },
  cashout(secret: { layout: number[][] }, shown: { row: number; multiplier: number }): Step {
    if (shown.row === 0) throw new AppError('invalid_move');
    return { secret, shown: { ...shown, layout: secret.layout }, status: 'cashed_out', multiple: shown.multiplier };
  },
};

export const hilo = {
  start(floats: number[]): Step {
    const cards = hiloCards(floats);
    return { secret: { cards }, shown: { cards: [cards[0]], index: 0, multiplier: 1 }, status: 'active', multiple: null };
  },
  guess(secret: { cards: Card[] }, shown: { cards: Card[]; index: number; multiplier: number }, guess: HiloGuess): Step {
    const current = secret.cards[shown.index]!;
    const next = secret.cards[shown.index + 1];
    const multiplier = hiloWinAfter(shown.multiplier, current, guess);
    if (multiplier === 0 || !next) throw new AppError('invalid_move');
    const cards = [...shown.cards, next];
    if (!hiloWins(current, next, guess)) return { secret, shown: { ...shown, cards, index: shown.index + 1, lastGuess: guess }, status: 'lost', multiple: 0 };
    const moved = { ...shown, cards, index: shown.index + 1, multiplier, lastGuess: guess };
    if (multiplier >= HILO.maxMultiplier) return { secret, shown: moved, status: 'cashed_out', multiple: HILO.maxMultiplier };
    return { secret, shown: moved, status: 'active', multiple: null };
  },
  cashout(secret: { cards: Card[] }, shown: { index: number; multiplier: number }): Step {
    if (shown.index === 0) throw new AppError('invalid_move');
    return { secret, shown, status: 'cashed_out', multiple: shown.multiplier };
  },
};

function blackjackStep(floats: number[], round: BlackjackRound): Step {
  const shown = {
    player: round.player,
    dealer: round.finished ? round.dealer : [round.dealer[0]],
    doubled: round.doubled,
    canDouble: canDouble(round),
    finished: round.finished,
  };
  if (!round.finished) return { secret: { floats, round }, shown, status: 'active', multiple: null };
  const stake = round.doubled ? 2 : 1;
  const status: Status = round.payout! > stake ? 'won' : round.payout === stake ? 'push' : 'lost';
  return { secret: { floats, round }, shown, status, multiple: round.payout! };
}

export const blackjack = {
  start: (floats: number[]): Step => blackjackStep(floats, dealBlackjack(floats)),
  act(secret: { floats: number[]; round: BlackjackRound }, action: BlackjackAction): Step {
    if (action === 'double' && !canDouble(secret.round)) throw new AppError('invalid_move');
    const step = blackjackStep(secret.floats, playBlackjack(secret.round, action, secret.floats));
    return action === 'double' ? { ...step, extraStake: 1 } : step;
  },
};
