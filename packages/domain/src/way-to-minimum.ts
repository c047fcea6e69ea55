import { BOOST_BOXES, CONTEST_TASKS, DAY_MS, FRE_BOXES, HOUR_MS, LEVEL_COUNT, LEVEL_REWARDS_NANO, MINING } from './constants.ts';
import { contestTaskWaitsForItsLink } from './contest-links.ts';
import type { PublicLinks } from './public-links.ts';
import { countedReferrals } from './rate.ts';

export interface WayToMinimumInputs {
  balanceNano: bigint;
  minimumNano: bigint;
  /** The account's rate now, nano-FRE an hour. */
  rateNano: bigint;
  /** Highest validated contest level, 0..LEVEL_COUNT. */
  level: number;
  activeReferrals: number;
  /**
   * The installation's public links, null until known: the next contest level is a lever only when
   * its task can be done here (docs/decisions/081-a-first-day-without-dead-ends.md).
   */
  links: PublicLinks | null;
  /** The shop can sell on this install (its wallet and prices are set): boosts and boxes are a way. */
  shopOpen: boolean;
}

/** One thing the player can do that brings the minimum nearer, with what it adds. */
export type Lever =
  | { kind: 'referral'; perHourNano: bigint; /** referrals the rate can still count */ left: number }
  | { kind: 'level'; next: number; perHourNano: bigint }
  | { kind: 'boost'; perHourNano: bigint; days: number }
  | { kind: 'box'; amountNano: bigint };

export interface WayToMinimum {
  missingNano: bigint;
  /** What a day of mining gives at today's rate (one session lasts a day). */
  perDayNano: bigint;
  /** Days of mining at today's rate until the minimum, rounded up; null when the rate is 0. */
  days: number | null;
  levers: Lever[];
}

/**
 * The way from a balance to the withdrawal minimum: what is missing, when today's rate gets there
 * if a session is started every day, and what each lever adds (the same constants the server's
 * rate is computed from). Null when the minimum is reached.
 */
export function wayToMinimum(inputs: WayToMinimumInputs): WayToMinimum | null {
  const missingNano = inputs.minimumNano - inputs.balanceNano;
  if (missingNano <= 0n) return null;
  const perDayNano = (inputs.rateNano * BigInt(DAY_MS)) / BigInt(HOUR_MS);
  const days = perDayNano > 0n ? Number((missingNano + perDayNano - 1n) / perDayNano) : null;
  const levers: Lever[] = [];
  const left = MINING.maxCountedReferrals - countedReferrals(inputs.activeReferrals);
  if (left > 0) levers.push({ kind: 'referral', perHourNano: MINING.referralBonusNano, left });
  if (inputs.level < LEVEL_COUNT && inputs.links && !contestTaskWaitsForItsLink(inputs.links, CONTEST_TASKS[inputs.level]!.task)) levers.push({ kind: 'level', next: inputs.level + 1, perHourNano: LEVEL_REWARDS_NANO[inputs.level]! });
  if (inputs.shopOpen) {
    const best = BOOST_BOXES.reduce((top, box) => (box.rateNano > top.rateNano ? box : top));
    levers.push({ kind: 'boost', perHourNano: best.rateNano, days: best.days });
    const biggest = FRE_BOXES.reduce((top, box) => (box.amountNano > top.amountNano ? box : top));
    levers.push({ kind: 'box', amountNano: biggest.amountNano });
  }
  return { missingNano, perDayNano, days, levers };
}
