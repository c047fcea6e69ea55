/**
 * Each game's numbers (decision 072), apart from its math: the catalogue (catalogue.ts) reads the
 * top multipliers here, and the landing, which shows them, loads no paytable. Each game's module
 * uses and re-exports its own.
 */
/** Keno: picks among `numbers`, `drawn` drawn; the paytable aims at `targetRtp`, capped at `maxMultiplier`. */
export const KENO = { numbers: 40, drawn: 10, minPicks: 1, maxPicks: 10, targetRtp: 0.96, maxMultiplier: 50 } as const;

/** Towers: `rows` rows; per difficulty, `safe` of `tiles` per row; multipliers from `edge`, capped. */
export const TOWERS = {
  rows: 8,
  edge: 0.03,
  maxMultiplier: 20,
  difficulties: {
    easy: { tiles: 4, safe: 3 },
    medium: { tiles: 3, safe: 2 },
    hard: { tiles: 2, safe: 1 },
  },
} as const;
export type TowersDifficulty = keyof typeof TOWERS.difficulties;

/** Hi-Lo: multipliers from `edge`, a cash-out capped at `maxMultiplier`. */
export const HILO = { edge: 0.01, maxMultiplier: 10, cardsPerRound: 52 } as const;

/** Blackjack: a natural pays `naturalPays` the stake in total (3:2), the dealer stands on `dealerStandsOn`. */
export const BLACKJACK = { naturalPays: 2.5, dealerStandsOn: 17, cardsPerRound: 52, statedRtp: 0.991 } as const;
