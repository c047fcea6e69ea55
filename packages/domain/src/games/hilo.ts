/** Hi-Lo (decision 072): infinite deck, guess higher, lower or same; multipliers from the edge; up to 10x. */
import { cardFromFloat, type Card } from './cards.ts';
import { HILO } from './game-rules.ts';

export { HILO };
export type HiloGuess = 'higher' | 'lower' | 'same';

/** Probability that the next card (infinite deck) is strictly higher/lower than, or equal to, `card`. */
export function hiloProbability(card: Card, guess: HiloGuess): number {
  if (guess === 'same') return 1 / 13;
  return guess === 'higher' ? (12 - card.order) / 13 : card.order / 13;
}

/** Multiplier of one right guess, rounded down to 0.01 (0 when the guess cannot win). */
export function hiloMultiplier(card: Card, guess: HiloGuess): number {
  const p = hiloProbability(card, guess);
  return p === 0 ? 0 : Math.floor(((1 - HILO.edge) / p) * 100) / 100;
}

/**
 * What the win becomes, as a multiple of the stake, if `guess` on `card` is right while it stands at
 * `multiplier`: the product rounded down to 0.01 and capped at HILO.maxMultiplier, where the round
 * cashes out by itself (0 when the guess cannot win). The one rule the server pays and the page quotes (docs/decisions/083).
 */
export function hiloWinAfter(multiplier: number, card: Card, guess: HiloGuess): number {
  const m = hiloMultiplier(card, guess);
  return m === 0 ? 0 : Math.min(HILO.maxMultiplier, Math.floor(multiplier * m * 100 + 1e-9) / 100);
}

export function hiloWins(current: Card, next: Card, guess: HiloGuess): boolean {
  if (guess === 'same') return next.order === current.order;
  return guess === 'higher' ? next.order > current.order : next.order < current.order;
}

export const hiloCards = (floats: readonly number[]) => floats.map(cardFromFloat);
