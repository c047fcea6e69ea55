/** Towers (decision 072): per row, easy 3 safe of 4, medium 2 of 3, hard 1 of 2; cash out any time; capped at 20x. */
import { TOWERS, type TowersDifficulty } from './game-rules.ts';

export { TOWERS, type TowersDifficulty };

/** The multiplier after clearing `rows` rows: (1 − edge) / P(survive), rounded down, capped. */
export function towersMultiplier(difficulty: TowersDifficulty, rows: number): number {
  if (rows === 0) return 1;
  const { tiles, safe } = TOWERS.difficulties[difficulty];
  const fair = (1 - TOWERS.edge) / (safe / tiles) ** rows;
  return Math.min(TOWERS.maxMultiplier, Math.floor(fair * 100) / 100);
}

export const towersFloatCount = (difficulty: TowersDifficulty) => TOWERS.rows * TOWERS.difficulties[difficulty].tiles;

/** Safe tile positions per row: a Fisher-Yates shuffle of each row's tiles, the first `safe` are safe. */
export function towersLayout(difficulty: TowersDifficulty, floats: readonly number[]): number[][] {
  const { tiles, safe } = TOWERS.difficulties[difficulty];
  return Array.from({ length: TOWERS.rows }, (_, row) => {
    const positions = Array.from({ length: tiles }, (_, i) => i);
    const rowFloats = floats.slice(row * tiles, (row + 1) * tiles);
    const shuffled: number[] = [];
    rowFloats.forEach((f, i) => shuffled.push(positions.splice(Math.floor(f * (tiles - i)), 1)[0]!));
    return shuffled.slice(0, safe).sort((a, b) => a - b);
  });
}

/** Return to player of cashing out after `rows` rows. */
export function towersRtp(difficulty: TowersDifficulty, rows: number): number {
  const { tiles, safe } = TOWERS.difficulties[difficulty];
  return (safe / tiles) ** rows * towersMultiplier(difficulty, rows);
}
