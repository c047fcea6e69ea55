/** Cards from floats, the public scheme's order: ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A (index = floor(float × 52)). */
export const SUITS = ['diamonds', 'hearts', 'spades', 'clubs'] as const;
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

export interface Card {
  rank: (typeof RANKS)[number];
  suit: (typeof SUITS)[number];
  /** 0 (2) … 12 (A) */
  order: number;
}

export function cardFromFloat(float: number): Card {
  const index = Math.floor(float * 52);
  const order = Math.floor(index / 4);
  return { rank: RANKS[order]!, suit: SUITS[index % 4]!, order };
}
