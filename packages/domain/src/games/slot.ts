/**
 * Slot machine (decision 072): free spins only (one per rolling 24 h plus referral bonus spins); three reels
 * of weighted symbols; FRE prizes; three jackpot symbols win the progressive pool.
 */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven', 'jackpot'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Weight of each symbol on every reel (out of 100). */
export const SLOT_WEIGHTS: Record<SlotSymbol, number> = { cherry: 28, lemon: 22, orange: 18, plum: 13, bell: 9, bar: 6, seven: 3, jackpot: 1 };

/** Prize in FRE for three of a kind (the jackpot pays the pool); two cherries pay a little. */
export const SLOT_PRIZES_FRE: Record<Exclude<SlotSymbol, 'jackpot'>, number> = { cherry: 1, lemon: 2, orange: 3, plum: 5, bell: 10, bar: 25, seven: 100 };
export const SLOT_TWO_CHERRIES_FRE = 0.5;
export const SLOT_JACKPOT = { seedFre: 1_000, growthPerSpinFre: 0.5 } as const;

const TOTAL_WEIGHT = Object.values(SLOT_WEIGHTS).reduce((a, b) => a + b, 0);

export function slotSymbol(float: number): SlotSymbol {
  let threshold = float * TOTAL_WEIGHT;
  for (const symbol of SLOT_SYMBOLS) {
    threshold -= SLOT_WEIGHTS[symbol];
    if (threshold < 0) return symbol;
  }
  return 'jackpot';
}

export function spinReels(floats: readonly number[]): [SlotSymbol, SlotSymbol, SlotSymbol] {
  return [slotSymbol(floats[0]!), slotSymbol(floats[1]!), slotSymbol(floats[2]!)];
}

/** 'jackpot' for the pool, else the FRE prize (0 for nothing). */
export function slotPrize(reels: readonly SlotSymbol[]): number | 'jackpot' {
  const [a, b, c] = reels;
  if (a === b && b === c) return a === 'jackpot' ? 'jackpot' : SLOT_PRIZES_FRE[a!];
  if (reels.filter((s) => s === 'cherry').length === 2) return SLOT_TWO_CHERRIES_FRE;
  return 0;
}

/** Exact expected FRE per spin without the jackpot, and the jackpot's chance per spin. */
export function slotExpectation(): { expectedFre: number; jackpotChance: number } {
  const p = (s: SlotSymbol) => SLOT_WEIGHTS[s] / TOTAL_WEIGHT;
  let expectedFre = 0;
  for (const [symbol, prize] of Object.entries(SLOT_PRIZES_FRE)) expectedFre += p(symbol as SlotSymbol) ** 3 * prize;
  expectedFre += 3 * p('cherry') ** 2 * (1 - p('cherry')) * SLOT_TWO_CHERRIES_FRE;
  return { expectedFre, jackpotChance: p('jackpot') ** 3 };
}
