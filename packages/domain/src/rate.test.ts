import { describe, expect, it } from 'vitest';
import { BOOST_BOXES, MINING, PACKS } from './constants.ts';
import { computeRate, levelBonusNano, maximumRate } from './rate.ts';

const now = new Date('2026-01-01T00:00:00Z');
const none = { level: 0, activeReferrals: 0, boosts: [], packRatesNano: [], now };

describe('mining rate', () => {
  it('is the base rate for a new user', () => {
    expect(computeRate(none).total).toBe(1_041_667n);
  });

  it('adds 0.0020833 FRE/h per active referral, at most 20', () => {
    expect(computeRate({ ...none, activeReferrals: 3 }).referrals).toBe(3n * 2_083_300n);
    expect(computeRate({ ...none, activeReferrals: 25 }).referrals).toBe(20n * 2_083_300n);
    expect(computeRate({ ...none, activeReferrals: 20 }).referrals).toBe(41_666_000n);
  });

  it('adds level rewards: +0.001 for levels 1-7, +0.01 for levels 8-10', () => {
    expect(levelBonusNano(7)).toBe(7_000_000n);
    expect(levelBonusNano(10)).toBe(37_000_000n);
  });

  it('counts only unexpired boosts, and packs', () => {
    const boosts = [
      { rateNano: 400_000_000n, expiresAt: new Date(now.getTime() + 1) },
      { rateNano: 1_000_000_000n, expiresAt: now },
    ];
    const rate = computeRate({ ...none, boosts, packRatesNano: [25_000_000n, 50_000_000n] });
    expect(rate.boosts).toBe(400_000_000n);
    expect(rate.packs).toBe(75_000_000n);
    expect(rate.total).toBe(MINING.baseRateNano + 475_000_000n);
  });

  it('computes the maximum rate from the constants', () => {
    const best = BOOST_BOXES.at(-1)!.rateNano;
    const max = maximumRate(best, PACKS.map((p) => p.rateNano));
    expect(max).toBe(1_041_667n + 37_000_000n + 41_666_000n + 1_000_000_000n + 175_000_000n);
  });
});

describe("every combination of the rate's parts", () => {
  // Hand-written from the spec's numbers, independently of the constants module.
  const LEVEL_BONUS = [0, 1, 2, 3, 4, 5, 6, 7, 17, 27, 37].map((thousandths) => BigInt(thousandths) * 1_000_000n);
  const PACK_SETS: bigint[][] = [[], [25_000_000n], [50_000_000n], [100_000_000n], [25_000_000n, 50_000_000n], [25_000_000n, 50_000_000n, 100_000_000n]];

  it('base + levels + min(referrals, 20) × 0.0020833 + unexpired boost + packs, for 0-25 referrals, levels 0-10, boost active/expired, pack sets', () => {
    let checked = 0;
    for (let referrals = 0; referrals <= 25; referrals++) {
      for (let level = 0; level <= 10; level++) {
        for (const boostActive of [false, true]) {
          for (const packs of PACK_SETS) {
            const boosts = [{ rateNano: 600_000_000n, expiresAt: new Date(now.getTime() + (boostActive ? 60_000 : -60_000)) }];
            const rate = computeRate({ level, activeReferrals: referrals, boosts, packRatesNano: packs, now });
            const expected = 1_041_667n + LEVEL_BONUS[level]! + BigInt(Math.min(referrals, 20)) * 2_083_300n + (boostActive ? 600_000_000n : 0n) + packs.reduce((a, b) => a + b, 0n);
            expect(rate.total, `ref ${referrals} level ${level} boost ${boostActive} packs ${packs}`).toBe(expected);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(26 * 11 * 2 * PACK_SETS.length);
  });
});
