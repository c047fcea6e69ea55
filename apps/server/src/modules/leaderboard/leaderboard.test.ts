import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

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
  expect(board.me).toEqual({ rank: 12, totalMined: '1000000000' });
});
