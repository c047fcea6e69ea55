import { describe, expect, it } from 'vitest';
import { BOOST_BOXES, FRE_BOXES, LEVEL_COUNT, LEVEL_REWARDS_NANO, MINING, NANO_PER_FRE } from './constants.ts';
import { PUBLIC_LINKS, type PublicLinks } from './public-links.ts';
import { wayToMinimum, type WayToMinimumInputs } from './way-to-minimum.ts';

/** Every public link set, as an install that set them all. */
const links = Object.fromEntries(PUBLIC_LINKS.map((link) => [link, `https://${link}.example`])) as PublicLinks;

const base: WayToMinimumInputs = { balanceNano: 0n, minimumNano: 250_000n * NANO_PER_FRE, rateNano: MINING.baseRateNano, level: 0, activeReferrals: 0, shopOpen: true, links };

describe('wayToMinimum', () => {
  it('is null once the balance reaches the minimum', () => {
    expect(wayToMinimum({ ...base, balanceNano: base.minimumNano })).toBeNull();
  });

  it('counts whole days of mining at today\'s rate, rounded up', () => {
    // 1 FRE/h: 24 FRE a day; 100 FRE missing → 5 days (4 days give 96).
    const way = wayToMinimum({ ...base, balanceNano: 0n, minimumNano: 100n * NANO_PER_FRE, rateNano: NANO_PER_FRE })!;
    expect(way.missingNano).toBe(100n * NANO_PER_FRE);
    expect(way.perDayNano).toBe(24n * NANO_PER_FRE);
    expect(way.days).toBe(5);
  });

  it('gives no date when the rate is 0', () => {
    expect(wayToMinimum({ ...base, rateNano: 0n })!.days).toBeNull();
  });

  it('lists each lever with what it adds, from the rate\'s constants', () => {
    const way = wayToMinimum({ ...base, level: 2, activeReferrals: 3 })!;
    expect(way.levers).toEqual([
      { kind: 'referral', perHourNano: MINING.referralBonusNano, left: MINING.maxCountedReferrals - 3 },
      { kind: 'level', next: 3, perHourNano: LEVEL_REWARDS_NANO[2] },
      { kind: 'boost', perHourNano: BOOST_BOXES.at(-1)!.rateNano, days: BOOST_BOXES.at(-1)!.days },
      { kind: 'box', amountNano: FRE_BOXES.at(-1)!.amountNano },
    ]);
  });

  it('leaves out what cannot be done: referrals past the cap, levels past the last, a shop that cannot sell', () => {
    const way = wayToMinimum({ ...base, level: LEVEL_COUNT, activeReferrals: MINING.maxCountedReferrals + 5, shopOpen: false })!;
    expect(way.levers).toEqual([]);
  });

  it('offers no contest level done on a site whose link is not set, nor any while the links are unknown', () => {
    const levels = (inputs: Partial<WayToMinimumInputs>) => wayToMinimum({ ...base, ...inputs })!.levers.filter((lever) => lever.kind === 'level');
    // Level 3 follows the project on X.
    expect(levels({ level: 2, links: { ...links, x: null } })).toEqual([]);
    expect(levels({ level: 2, links: null })).toEqual([]);
    // Level 6, an invitation, is done in the app.
    expect(levels({ level: 5, links: { ...links, x: null } })).toEqual([{ kind: 'level', next: 6, perHourNano: LEVEL_REWARDS_NANO[5] }]);
  });
});
