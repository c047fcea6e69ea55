import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINING } from '@fre/domain';
import { registerUser, type ApiClient } from '#server-test/api-client.ts';
import { expectKeyReused, expectOneOfTenApplied, expectReplayedInARow, newKey } from '#server-test/idempotency-helpers.ts';
import { finishedSession } from '#server-test/mining-helpers.ts';
import { ledgerSum } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const keyed = (client: ApiClient, path: string, key: string, body?: unknown) => client.request('POST', path, body, { 'idempotency-key': key });
const count = async (sql: string, userId: string) => Number((await t.db.query<{ n: bigint }>(sql, [userId])).rows[0]!.n);
const sessionsOf = (userId: string) => count('SELECT count(*) AS n FROM mining_sessions WHERE user_id = $1', userId);
const claimsOf = (userId: string) => count("SELECT count(*) AS n FROM ledger WHERE user_id = $1 AND kind = 'mining_claim'", userId);
const player = () => registerUser(t.baseUrl, t.sent);

describe('a mining start with an Idempotency-Key', () => {
  const start = (client: ApiClient, key: string, body?: unknown) => keyed(client, '/api/mining/start', key, body);

  it('sent twice in a row starts one session and answers 201 with it both times', async () => {
    const { client, user } = await player();
    const key = newKey();
    const first = await expectReplayedInARow(() => start(client, key));
    expect(first.status).toBe(201);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('sent ten times at once starts one session', async () => {
    const { client, user } = await player();
    const key = newKey();
    await expectOneOfTenApplied(() => start(client, key));
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('is refused with another body under the same key', async () => {
    const { client, user } = await player();
    const key = newKey();
    expect((await start(client, key)).status).toBe(201);
    expectKeyReused(await start(client, key, { note: 'another request' }));
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('starts once in each of two accounts sending the same key', async () => {
    const [first, second] = await Promise.all([player(), player()]);
    const key = newKey();
    for (const { client, user } of [first, second]) {
      const started = await start(client, key);
      expect([started.status, started.headers.get('idempotent-replayed')]).toEqual([201, null]);
      expect(await sessionsOf(user.id)).toBe(1);
    }
  });
});

describe('a mining claim with an Idempotency-Key', () => {
  const claim = (client: ApiClient, key: string, body?: unknown) => keyed(client, '/api/mining/claim', key, body);
  const earned = (MINING.baseRateNano * 24n).toString();

  it('sent twice in a row credits once and tells the retry what the claim credited', async () => {
    const { client, user } = await player();
    await finishedSession(t, client);
    const key = newKey();
    const first = await expectReplayedInARow(() => claim(client, key));
    expect(first.body).toEqual({ claimed: earned, balance: earned, totalMined: earned });
    expect(await claimsOf(user.id)).toBe(1);
    expect(await ledgerSum(t.db, user.id)).toBe(BigInt(earned));
  });

  it('sent ten times at once credits once', async () => {
    const { client, user } = await player();
    await finishedSession(t, client);
    const key = newKey();
    await expectOneOfTenApplied(() => claim(client, key));
    expect(await claimsOf(user.id)).toBe(1);
    expect(await ledgerSum(t.db, user.id)).toBe(BigInt(earned));
  });

  it('is refused with another body under the same key', async () => {
    const { client, user } = await player();
    await finishedSession(t, client);
    const key = newKey();
    expect((await claim(client, key)).status).toBe(200);
    expectKeyReused(await claim(client, key, { note: 'another request' }));
    expect(await claimsOf(user.id)).toBe(1);
  });

  it('credits once in each of two accounts sending the same key', async () => {
    const [first, second] = await Promise.all([player(), player()]);
    const key = newKey();
    for (const { client } of [first, second]) await client.post('/api/mining/start');
    t.clock.advance(MINING.sessionDurationMs);
    for (const { client, user } of [first, second]) {
      const claimed = await claim(client, key);
      expect([claimed.status, claimed.headers.get('idempotent-replayed')]).toEqual([200, null]);
      expect(await claimsOf(user.id)).toBe(1);
    }
  });

  it('refused before the end is not stored: the same key claims once the session has ended', async () => {
    const { client, user } = await player();
    await client.post('/api/mining/start');
    const key = newKey();
    const early = await claim(client, key);
    expect([early.status, early.body.error.code]).toEqual([409, 'session_not_ended']);
    t.clock.advance(MINING.sessionDurationMs);
    const claimed = await claim(client, key);
    expect([claimed.status, claimed.headers.get('idempotent-replayed')]).toEqual([200, null]);
    expect(await claimsOf(user.id)).toBe(1);
  });
});
