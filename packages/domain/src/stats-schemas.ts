/** Global mining statistics (the original's mining_stats figures), computed by the server's rollup job. */
import { z } from 'zod';
import { nanoRateString, nanoString } from './api-schemas.ts';

export const statsSchema = z.object({
  totalMinedAllTime: nanoString,
  totalMined24h: nanoString,
  totalMinedWeek: nanoString,
  totalMinedMonth: nanoString,
  totalMined3Months: nanoString,
  totalMinedYear: nanoString,
  activeMiners24h: z.number().int(),
  activeMinersWeek: z.number().int(),
  activeMinersMonth: z.number().int(),
  /** nano-FRE per hour over sessions started in the last 30 days */
  averageMiningRate: nanoRateString,
  peakMiningRate: nanoRateString,
  totalUsers: z.number().int(),
  totalActiveSessions: z.number().int(),
  totalCompletedSessions: z.number().int(),
  averageSessionDurationMs: z.number().int(),
  /** Rate bonuses in force now, nano-FRE per hour summed over users. */
  totalReferralBonus: nanoString,
  totalLevelBonus: nanoString,
  totalTemporaryBonus: nanoString,
  lastUpdated: z.string().nullable(),
});
export type Stats = z.infer<typeof statsSchema>;

export const publicStatsResponse = statsSchema.pick({
  totalMinedAllTime: true,
  totalMined24h: true,
  activeMiners24h: true,
  totalUsers: true,
  totalActiveSessions: true,
  averageMiningRate: true,
  lastUpdated: true,
});

export const statsSeriesQuery = z.strictObject({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const adminStatsResponse = z.object({
  stats: statsSchema,
  series: z.array(z.object({ day: z.string(), mined: nanoString, claims: z.number().int(), sessionsStarted: z.number().int() })),
});
