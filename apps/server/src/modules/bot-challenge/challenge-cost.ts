import type { Config } from '#server/config.ts';

export type CostSettings = Config['botChallenge'];

/**
 * The challenge's `maxnumber`: the secret number is drawn from 1…maxnumber, so a solver tries
 * maxnumber / 2 hashes on average. baseCost for a network prefix without recent sign-ups, times
 * costGrowth for each one, never more than maxCost: a few sign-ups from one household stay cheap,
 * a script signing up hundreds from one network pays the cap for each.
 */
export function challengeCost(settings: CostSettings, recentSignUps: number): number {
  return Math.min(settings.maxCost, Math.round(settings.baseCost * settings.costGrowth ** recentSignUps));
}

/** Sign-ups past which the cost is at its cap: counting further changes nothing. */
export function signUpsToCap(settings: CostSettings): number {
  if (settings.costGrowth <= 1 || settings.maxCost <= settings.baseCost) return 0;
  return Math.ceil(Math.log(settings.maxCost / settings.baseCost) / Math.log(settings.costGrowth));
}
