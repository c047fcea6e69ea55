import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { EXACT_RANKS, rankOf, rebuildRankSteps } from './leaderboard.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The statement rankOf sent before the function leaderboard_ahead (migration 039): its answers are the reference. */
async function rankBefore(totalMinedNano: bigint): Promise<{ rank: number; approximate: boolean }> {
  const result = await t.db.query<{ ahead: string; exact: boolean }>(
    `WITH above AS (
       SELECT ahead, total_mined_nano FROM leaderboard_rank_steps WHERE total_mined_nano > $1 ORDER BY total_mined_nano, ahead DESC LIMIT 1
     ), below AS (
       SELECT ahead, total_mined_nano FROM leaderboard_rank_steps WHERE total_mined_nano <= $1 ORDER BY total_mined_nano DESC, ahead LIMIT 1
     )
     SELECT (CASE
       WHEN above.ahead IS NULL OR above.ahead < $2
         THEN (SELECT count(*) FROM users WHERE banned_at IS NULL AND deleted_at IS NULL AND total_mined_nano > $1)
       WHEN below.ahead IS NULL THEN above.ahead
       ELSE greatest($2, round(above.ahead + (below.ahead - 1 - above.ahead)::numeric
                              * (above.total_mined_nano - $1::bigint) / (above.total_mined_nano - below.total_mined_nano)))
     END)::text AS ahead,
     (above.ahead IS NULL OR above.ahead < $2) AS exact
     FROM (SELECT 1) AS one LEFT JOIN above ON true LEFT JOIN below ON true`,
    [totalMinedNano, EXACT_RANKS],
  );
  const row = result.rows[0]!;
  return { rank: Number(row.ahead) + 1, approximate: !row.exact };
}

const FRE = 1_000_000_000n;
/** Totals at the top, in the counted first ranks, between two steps, on a step, under the last step and at zero. */
const TOTALS = [0n, 1n, 100_000n * FRE, 100_500n * FRE + 1n, 101_500n * FRE + 1n, 101_500n * FRE, 102_950n * FRE + 1n, 103_000n * FRE, 103_001n * FRE, 200_000n * FRE];

it('answers every rank as the query before the function did: counted without steps, then counted, interpolated or stepped', async () => {
  // 3,000 miners 1 FRE apart, one banned and one deleted (neither counts).
  await t.db.query(
    `INSERT INTO users (email, nickname, password_hash, referral_code, mining_rate_nano, total_mined_nano, created_at, updated_at, banned_at, deleted_at)
     SELECT 'rank' || i || '@example.test', 'rank' || i, 'x', 'RANK' || i, 1041667, (100000 + i) * 1000000000::bigint, now(), now(),
       CASE WHEN i = 7 THEN now() END, CASE WHEN i = 2999 THEN now() END
     FROM generate_series(1, 3000) AS i`,
  );
  const answers = async () => Promise.all(TOTALS.map(async (total) => ({ total, now: await rankOf(t.db, total), before: await rankBefore(total) })));
  const withoutSteps = await answers();
  for (const { total, now, before } of withoutSteps) expect(now, String(total)).toEqual(before);
  expect(withoutSteps.every(({ now }) => !now.approximate)).toBe(true);

  await rebuildRankSteps(t.db);
  const withSteps = await answers();
  for (const { total, now, before } of withSteps) expect(now, String(total)).toEqual(before);
  // The cases are all there: counted near the top, interpolated further down.
  expect(withSteps.some(({ now }) => now.approximate)).toBe(true);
  expect(withSteps.some(({ now }) => !now.approximate && now.rank > 1)).toBe(true);
});
