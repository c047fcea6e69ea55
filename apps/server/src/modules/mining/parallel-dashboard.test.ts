/**
 * The dashboard's reads and starts of many players at once: what a transaction-mode pooler
 * (npm run test:at-scale) broke when each connection was assumed to keep its prepared statements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type ApiClient } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

const PLAYERS = 12;
const READS = 240;

let t: TestApp;
let players: ApiClient[];
beforeAll(async () => {
  t = await startTestApp();
  players = [];
  for (let i = 0; i < PLAYERS; i++) players.push((await registerUser(t.baseUrl, t.sent, { prefix: 'crowd' })).client);
});
afterAll(() => t.close());

describe('a crowd on the dashboard', () => {
  it(`answers ${READS} parallel dashboard reads of ${PLAYERS} players, every one 200`, async () => {
    const reads = Array.from({ length: READS }, (_, i) => players[i % PLAYERS]!.get(i % 2 === 0 ? '/api/me' : '/api/mining'));
    const statuses = (await Promise.all(reads)).map((response) => response.status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('starts every player\'s session when they all tap Start together, each once', async () => {
    const started = await Promise.all(players.map((player) => player.post('/api/mining/start')));
    expect(started.map((response) => response.status)).toEqual(players.map(() => 201));
    const again = await Promise.all(players.map((player) => player.post('/api/mining/start')));
    expect(new Set(again.map((response) => response.status))).toEqual(new Set([409]));
    const views = await Promise.all(players.map((player) => player.get('/api/mining')));
    expect(views.every((view) => view.body.session?.active === true)).toBe(true);
  });
});
