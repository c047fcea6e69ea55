import { describe, expect, it } from 'vitest';
import { challengeCost, signUpsToCap } from './challenge-cost.ts';

const defaults = { secret: null, baseCost: 50_000, maxCost: 2_000_000, costGrowth: 2, costWindowMs: 3_600_000 };

describe('the cost of a challenge', () => {
  it('doubles with each recent sign-up from the network, up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100].map((signUps) => challengeCost(defaults, signUps))).toEqual([
      50_000, 100_000, 200_000, 400_000, 800_000, 1_600_000, 2_000_000, 2_000_000, 2_000_000,
    ]);
  });

  it('counts sign-ups only up to the cap', () => {
    expect(signUpsToCap(defaults)).toBe(6);
    expect(challengeCost(defaults, signUpsToCap(defaults))).toBe(defaults.maxCost);
    expect(challengeCost(defaults, signUpsToCap(defaults) - 1)).toBeLessThan(defaults.maxCost);
    expect(signUpsToCap({ ...defaults, costGrowth: 1.5, baseCost: 50, maxCost: 400 })).toBe(6);
  });

  it('stays at the base when it cannot grow', () => {
    expect(signUpsToCap({ ...defaults, costGrowth: 1 })).toBe(0);
    expect(signUpsToCap({ ...defaults, maxCost: defaults.baseCost })).toBe(0);
    expect(challengeCost({ ...defaults, costGrowth: 1 }, 50)).toBe(defaults.baseCost);
  });
});
