import { LEADERBOARD, LEADERBOARD_SIZE } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { rankOf, topMiners } from './leaderboard.repository.ts';

type Top = { rank: number; nickname: string; totalMined: string }[];

export function createLeaderboardService(ctx: AppContext) {
  // Everyone polls the same ten rows every minute: keep them a few seconds per instance.
  let cached: { top: Top; at: number } | null = null;

  async function top(): Promise<Top> {
    if (cached && Date.now() - cached.at < LEADERBOARD.cacheMs) return cached.top;
    const rows = await topMiners(ctx.db.lagTolerant, LEADERBOARD_SIZE);
    const fresh = rows.map((row) => ({ rank: Number(row.rank), nickname: row.nickname, totalMined: row.total_mined_nano.toString() }));
    cached = { top: fresh, at: Date.now() };
    return fresh;
  }

  return {
    async board(user: UserRow) {
      const [list, rank] = await Promise.all([top(), rankOf(ctx.db.lagTolerant, user.total_mined_nano)]);
      return { top: list, me: { rank: rank.rank, approximate: rank.approximate, totalMined: user.total_mined_nano.toString() } };
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
