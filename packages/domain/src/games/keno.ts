/** Keno (decision 072): 40 numbers, 10 drawn without replacement by Fisher-Yates on the floats; top prize 50x. */
import { KENO } from './game-rules.ts';

export { KENO };

/** The 10 drawn numbers (1..40) from 10 floats, as the public scheme picks them. */
export function drawKeno(floats: readonly number[]): number[] {
  const pool = Array.from({ length: KENO.numbers }, (_, i) => i + 1);
  return floats.slice(0, KENO.drawn).map((f, i) => pool.splice(Math.floor(f * (KENO.numbers - i)), 1)[0]!);
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** P(h hits | k picks): hypergeometric, 10 drawn out of 40. */
export function kenoHitProbability(picks: number, hits: number): number {
  return (choose(KENO.drawn, hits) * choose(KENO.numbers - KENO.drawn, picks - hits)) / choose(KENO.numbers, picks);
}

/**
 * The paytable for `picks`: nothing under a hit threshold, then doubling per extra hit, scaled
 * so that the exact return is just under the target and rounded down to 0.01x, capped at 50x.
 */
function buildPaytable(picks: number): number[] {
  const threshold = picks <= 2 ? 1 : Math.ceil(picks * 0.4);
  const shape = (h: number) => (h < threshold ? 0 : 2 ** (h - threshold));
  // The probabilities once, not in each of the 60 steps: the table is built when the module loads, on the server and in a game's first paint.
  const probabilities = Array.from({ length: picks + 1 }, (_, h) => kenoHitProbability(picks, h));
  const rtpAt = (scale: number) => probabilities.map((probability, h) => probability * Math.min(KENO.maxMultiplier, Math.floor(scale * shape(h) * 100) / 100)).reduce((a, b) => a + b, 0);
  let low = 0;
  let high = 1_000;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (rtpAt(mid) > KENO.targetRtp) high = mid;
    else low = mid;
  }
  return Array.from({ length: picks + 1 }, (_, h) => Math.min(KENO.maxMultiplier, Math.floor(low * shape(h) * 100) / 100));
}

/** KENO_PAYTABLES[picks][hits] = multiplier of the stake. */
export const KENO_PAYTABLES: readonly (readonly number[])[] = /* @__PURE__ */ Array.from({ length: KENO.maxPicks + 1 }, (_, picks) => (picks === 0 ? [] : buildPaytable(picks)));

export function kenoRtp(picks: number): number {
  return KENO_PAYTABLES[picks]!.reduce((sum, multiplier, hits) => sum + kenoHitProbability(picks, hits) * multiplier, 0);
}
