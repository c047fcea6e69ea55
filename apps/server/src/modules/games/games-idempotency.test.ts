import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import type { ApiClient } from '#server-test/api-client.ts';
import { expectKeyReused, expectOneOfTenApplied, expectReplayedInARow, newKey } from '#server-test/idempotency-helpers.ts';
import { fundedUser, ledgerSum, type Admin, nano } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});
afterAll(() => t.close());

const play = (client: ApiClient, key: string, stake = '1') => client.request('POST', '/api/games/fre-machine/play', { stake: nano(stake) }, { 'idempotency-key': key });
const roundsOf = async (userId: string) => Number((await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM game_rounds WHERE user_id = $1', [userId])).rows[0]!.n);
const shownOf = async (roundId: string) => (await t.db.query<{ shown: unknown }>('SELECT shown FROM game_rounds WHERE id = $1', [roundId])).rows[0]!.shown;

async function balanceHoldsItsLedger(client: ApiClient, userId: string) {
  expect(await ledgerSum(t.db, userId)).toBe(BigInt((await client.get('/api/me')).body.user.balance));
}

describe('a game play with an Idempotency-Key', () => {
  it('sent twice in a row plays one round and answers the second with the first round', async () => {
    const { client, user } = await fundedUser(t, admin, 10);
    const key = newKey();
    await expectReplayedInARow(() => play(client, key));
    expect(await roundsOf(user.id)).toBe(1);
    await balanceHoldsItsLedger(client, user.id);
  });

  it('sent ten times at once plays one round', async () => {
    const { client, user } = await fundedUser(t, admin, 10);
    const key = newKey();
    await expectOneOfTenApplied(() => play(client, key));
    expect(await roundsOf(user.id)).toBe(1);
    await balanceHoldsItsLedger(client, user.id);
  });

  it('is refused with another stake under the same key, and plays nothing', async () => {
    const { client, user } = await fundedUser(t, admin, 10);
    const key = newKey();
    expect((await play(client, key, '1')).status).toBe(200);
    const reused = await play(client, key, '2');
    expectKeyReused(reused);
    expect(reused.body.error.message).toBe('Cette clé d\'idempotence a déjà servi pour une autre demande. Envoyez une nouvelle clé pour une nouvelle action.');
    expect(await roundsOf(user.id)).toBe(1);
  });

  it('plays once for each of two accounts sending the same key', async () => {
    const [first, second] = await Promise.all([fundedUser(t, admin, 10), fundedUser(t, admin, 10)]);
    const key = newKey();
    const answers = [await play(first.client, key), await play(second.client, key)];
    expect(answers.map((answer) => [answer.status, answer.headers.get('idempotent-replayed')])).toEqual([[200, null], [200, null]]);
    expect(answers[0]!.body.round.id).not.toBe(answers[1]!.body.round.id);
    expect([await roundsOf(first.user.id), await roundsOf(second.user.id)]).toEqual([1, 1]);
  });

  it('refuses a key that is not 1–255 visible ASCII characters', async () => {
    const { client, user } = await fundedUser(t, admin, 10);
    for (const key of ['x'.repeat(256), 'with space', '']) {
      const response = await client.request('POST', '/api/games/fre-machine/play', { stake: nano('1') }, { 'idempotency-key': key });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
    expect(await roundsOf(user.id)).toBe(0);
  });
});

describe('a game move with an Idempotency-Key', () => {
  async function towersRound(client: ApiClient) {
    const started = await client.post('/api/games/towers/play', { stake: nano('1'), difficulty: 'easy' });
    expect(started.status).toBe(200);
    return started.body.round.id as string;
  }
  const pick = (client: ApiClient, roundId: string, key: string, tile = 0) => client.request('POST', `/api/games/towers/${roundId}/pick`, { tile }, { 'idempotency-key': key });

  it('sent twice in a row makes one move', async () => {
    const { client, user } = await fundedUser(t, admin, 10);
    const roundId = await towersRound(client);
    const key = newKey();
    const first = await expectReplayedInARow(() => pick(client, roundId, key));
    expect(await shownOf(roundId)).toEqual(first.body.round.shown);
    await balanceHoldsItsLedger(client, user.id);
  });

  it('sent ten times at once makes one move', async () => {
    const { client, user } = await fundedUser(t, admin, 10);
    const roundId = await towersRound(client);
    const key = newKey();
    const applied = await expectOneOfTenApplied(() => pick(client, roundId, key));
    expect(await shownOf(roundId)).toEqual(applied.body.round.shown);
    await balanceHoldsItsLedger(client, user.id);
  });

  it('is refused for another tile under the same key', async () => {
    const { client } = await fundedUser(t, admin, 10);
    const roundId = await towersRound(client);
    const key = newKey();
    const first = await pick(client, roundId, key, 0);
    expect(first.status).toBe(200);
    expectKeyReused(await pick(client, roundId, key, 1));
    expect(await shownOf(roundId)).toEqual(first.body.round.shown);
  });

  it('moves once in each of two accounts sending the same key', async () => {
    const [first, second] = await Promise.all([fundedUser(t, admin, 10), fundedUser(t, admin, 10)]);
    const key = newKey();
    for (const { client } of [first, second]) {
      const roundId = await towersRound(client);
      const moved = await pick(client, roundId, key);
      expect([moved.status, moved.headers.get('idempotent-replayed')]).toEqual([200, null]);
      expect(await shownOf(roundId)).toEqual(moved.body.round.shown);
    }
  });
});
