import { LEVEL_REWARDS_NANO, MINING } from './constants.ts';

export interface RateInputs {
  /** Highest validated contest level, 0..10. */
  level: number;
  /** Referrals with a running, unclaimed session (not yet capped). */
  activeReferrals: number;
  /** Rates of boosts, each with its expiry; expired ones are ignored. */
  boosts: readonly { rateNano: bigint; expiresAt: Date }[];
  /** Rates of owned permanent packs. */
  packRatesNano: readonly bigint[];
  now: Date;
}

export interface RateBreakdown {
  total: bigint;
  base: bigint;
  levels: bigint;
  referrals: bigint;
  boosts: bigint;
  packs: bigint;
}

export function levelBonusNano(level: number): bigint {
  return LEVEL_REWARDS_NANO.slice(0, Math.max(0, level)).reduce((sum, reward) => sum + reward, 0n);
}

export function countedReferrals(activeReferrals: number): number {
  return Math.min(Math.max(0, activeReferrals), MINING.maxCountedReferrals);
}

/** Rate = base + level rewards + active referrals (capped) + unexpired boosts + packs. */
export function computeRate(inputs: RateInputs): RateBreakdown {
  const base = MINING.baseRateNano;
  const levels = levelBonusNano(inputs.level);
  const referrals = BigInt(countedReferrals(inputs.activeReferrals)) * MINING.referralBonusNano;
  const boosts = inputs.boosts
    .filter((boost) => boost.expiresAt.getTime() > inputs.now.getTime())
    .reduce((sum, boost) => sum + boost.rateNano, 0n);
  const packs = inputs.packRatesNano.reduce((sum, rate) => sum + rate, 0n);
  return { total: base + levels + referrals + boosts + packs, base, levels, referrals, boosts, packs };
}

/** The highest rate reachable with every level, the referral cap, the best boost and all packs. */
export function maximumRate(bestBoostNano: bigint, packRatesNano: readonly bigint[]): bigint {
  return computeRate({
    level: LEVEL_REWARDS_NANO.length,
    activeReferrals: MINING.maxCountedReferrals,
    boosts: [{ rateNano: bestBoostNano, expiresAt: new Date(8.64e15) }],
    packRatesNano,
    now: new Date(0),
  }).total;
}
