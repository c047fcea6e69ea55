import { DAY_MS, HOUR_MS, LEVEL_COUNT, MINING, STATS_WINDOWS_MS, levelBonusNano, type Stats } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { rebuildRankSteps } from '#server/modules/leaderboard/leaderboard.repository.ts';
import * as repo from './stats.repository.ts';

const hourFloor = (ms: number) => new Date(Math.floor(ms / HOUR_MS) * HOUR_MS);
// The back office's figures quote these windows (STATS_WINDOWS_MS): one definition for both.
const WINDOWS_MS = STATS_WINDOWS_MS;

/** Window starts aligned on the hour, the grain of the buckets (exported for the rollup test). */
export function windowStarts(now: Date) {
  const at = (ms: number) => hourFloor(now.getTime() - ms);
  return { day: at(WINDOWS_MS.day), week: at(WINDOWS_MS.week), month: at(WINDOWS_MS.month), threeMonths: at(WINDOWS_MS.threeMonths), year: at(WINDOWS_MS.year) };
}

export function createStatsService(ctx: AppContext) {
  const { db, clock } = ctx;

  /** Rolls the newest hours up, stores a snapshot and the leaderboard's rank steps; run by the job (safe to run twice). */
  async function refresh(): Promise<Stats> {
    const now = clock.now();
    const latest = await repo.latestRolledHour(db);
    // The last rolled hour may have been partial, and rows can arrive a little late: redo it.
    await repo.rollupHours(db, latest ? new Date(latest.getTime() - HOUR_MS) : new Date(0));
    const starts = windowStarts(now);
    const [mined, totals, scan, levels] = await Promise.all([
      repo.minedSince(db, [starts.day, starts.week, starts.month, starts.threeMonths, starts.year]),
      repo.bucketTotals(db, starts.month),
      repo.scanFigures(db, now, starts, { referralNano: MINING.referralBonusNano, maxReferrals: MINING.maxCountedReferrals }),
      repo.usersByLevel(db),
    ]);
    const completed = Number(totals.completed);
    const started = BigInt(totals.started);
    const stats: Stats = {
      totalMinedAllTime: totals.all_time,
      totalMined24h: mined[0]!.toString(),
      totalMinedWeek: mined[1]!.toString(),
      totalMinedMonth: mined[2]!.toString(),
      totalMined3Months: mined[3]!.toString(),
      totalMinedYear: mined[4]!.toString(),
      activeMiners24h: Number(scan.miners_day),
      activeMinersWeek: Number(scan.miners_week),
      activeMinersMonth: Number(scan.miners_month),
      averageMiningRate: (started > 0n ? BigInt(totals.rate_sum.split('.')[0]!) / started : 0n).toString(),
      peakMiningRate: totals.rate_max,
      totalUsers: Number(scan.users),
      totalActiveSessions: Number(scan.active_sessions),
      totalCompletedSessions: completed,
      averageSessionDurationMs: completed > 0 ? Math.round(Number(totals.completed_ms) / completed) : 0,
      totalReferralBonus: scan.referral_bonus!.split('.')[0]!,
      totalLevelBonus: levels.reduce((sum, { level, n }) => sum + BigInt(n) * levelBonusNano(Math.min(level, LEVEL_COUNT)), 0n).toString(),
      totalTemporaryBonus: scan.temporary_bonus!,
      lastUpdated: now.toISOString(),
    };
    await repo.insertSnapshot(db, now, stats);
    // Ranks beyond the exact ones are read between these steps (decision 011).
    await db.transaction((tx) => rebuildRankSteps(tx));
    return stats;
  }

  return {
    refresh,

    async current(): Promise<Stats> {
      const snapshot = await repo.latestSnapshot<Stats>(db.lagTolerant);
      return snapshot ? snapshot.data : refresh();
    },

    async series(days: number) {
      const rows = await repo.dailySeries(db.lagTolerant, new Date(hourFloor(clock.now().getTime()).getTime() - days * DAY_MS));
      return rows.map((row) => ({ day: row.day, mined: row.mined, claims: Number(row.claims), sessionsStarted: Number(row.started) }));
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
