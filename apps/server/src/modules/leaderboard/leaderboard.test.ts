import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { EXACT_RANKS, rebuildRankSteps } from './leaderboard.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('ranks the top 10 by totalMined and gives the user their own rank', async () => {
  const players = [];
  for (let i = 0; i < 12; i++) players.push(await registerUser(t.baseUrl, t.sent, { prefix: 'lead' }));
  for (const [i, player] of players.entries()) {
    await t.db.query('UPDATE users SET total_mined_nano = $2 WHERE id = $1', [player.user.id, BigInt((i + 1) * 1_000_000_000)]);
  }
  const last = players[0]!;
  const board = (await last.client.get('/api/leaderboard')).body;
  expect(board.top).toHaveLength(10);
  expect(board.top[0]).toEqual({ rank: 1, nickname: players[11]!.user.nickname, totalMined: '12000000000' });
  expect(board.top.map((row: any) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(board.me).toEqual({ rank: 12, approximate: false, totalMined: '1000000000' });
});

it('reads a rank beyond the first 100 between the rank steps of the stats job, and counts before the first job', async () => {
  // 3,000 more miners, 1 FRE apart, all ahead of the players above: ranks are evenly spread.
  await t.db.query(
    `INSERT INTO users (email, nickname, password_hash, referral_code, mining_rate_nano, total_mined_nano, created_at, updated_at)
     SELECT 'step' || i || '@example.test', 'step' || i, 'x', 'STEP' || i, 1041667, (100000 + i) * 1000000000::bigint, now(), now()
     FROM generate_series(1, 3000) AS i`,
  );
  const me = await registerUser(t.baseUrl, t.sent, { prefix: 'lead' });
  // Exactly 1,500 ahead of a total between the 1,500th and the 1,501st.
  await t.db.query('UPDATE users SET total_mined_nano = $2 WHERE id = $1', [me.user.id, (100000n + 1500n) * 1_000_000_000n + 1n]);
  expect((await me.client.get('/api/leaderboard')).body.me.rank).toBe(1501); // no steps yet: counted
  await rebuildRankSteps(t.db);
  expect((await t.db.query('SELECT count(*)::int AS n FROM leaderboard_rank_steps')).rows[0].n).toBeGreaterThanOrEqual(3);
  // Interpolated between the 1,500th and the 1,600th (which counts the player too: one off at most).
  const estimated = (await me.client.get('/api/leaderboard')).body.me;
  expect(Math.abs(estimated.rank - 1501)).toBeLessThanOrEqual(1);
  expect(estimated.approximate).toBe(true);
  // In the first EXACT_RANKS, counted.
  await t.db.query('UPDATE users SET total_mined_nano = $2 WHERE id = $1', [me.user.id, (100000n + 2950n) * 1_000_000_000n + 1n]);
  expect((await me.client.get('/api/leaderboard')).body.me).toMatchObject({ rank: 51, approximate: false });
  await t.db.query('UPDATE users SET total_mined_nano = $2 WHERE id = $1', [me.user.id, (100000n + 1500n) * 1_000_000_000n + 1n]);
  await t.db.query("UPDATE users SET total_mined_nano = total_mined_nano + 1000000000 WHERE email LIKE 'step%'"); // steps are now stale
  const rank = (await me.client.get('/api/leaderboard')).body.me.rank;
  expect(rank).toBeGreaterThan(EXACT_RANKS);
  expect(Math.abs(rank - 1502)).toBeLessThanOrEqual(1000);
});
