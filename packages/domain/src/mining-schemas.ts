/** Mining: the rate, the 24-hour session, the claim. The API contract. */
import { z } from 'zod';
import { nanoRateString, nanoString } from './api-schemas.ts';

export const rateBreakdownSchema = z.object({
  total: nanoRateString,
  base: nanoRateString,
  levels: nanoRateString,
  referrals: nanoRateString,
  boosts: nanoRateString,
  packs: nanoRateString,
  /** Referrals mining now that the rate counts (at most MINING.maxCountedReferrals). */
  countedReferrals: z.number().int(),
});
export type RateBreakdownDto = z.infer<typeof rateBreakdownSchema>;

export const miningSessionSchema = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  rate: nanoRateString,
  earnings: nanoString,
  /** Settled earnings and the instant they were settled, so clients tick with the server's formula. */
  accrued: nanoString,
  accruedUntil: z.string(),
  active: z.boolean(),
  claimed: z.boolean(),
  timeReduction: z.number().int(),
}).meta({
  id: 'MiningSession',
  example: {
    id: '812', startTime: '2026-11-28T08:00:00.000Z', endTime: '2026-11-29T08:00:00.000Z', rate: '1250000000', earnings: '30000000000',
    accrued: '10000000000', accruedUntil: '2026-11-28T16:00:00.000Z', active: true, claimed: false, timeReduction: 0,
  },
});
export type MiningSessionDto = z.infer<typeof miningSessionSchema>;

export const miningStateResponse = z.object({
  session: miningSessionSchema.nullable(),
  rate: rateBreakdownSchema,
  serverTime: z.string(),
});
export type MiningState = z.infer<typeof miningStateResponse>;

export const miningSessionResponse = z.object({ session: miningSessionSchema });
export const claimResponse = z.object({ claimed: nanoString, balance: nanoString, totalMined: nanoString });
