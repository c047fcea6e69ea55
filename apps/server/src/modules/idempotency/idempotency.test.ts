import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, IDEMPOTENCY } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient } from '#server-test/api-client.ts';
import { newKey } from '#server-test/idempotency-helpers.ts';
import { fundedUser, type Admin, nano } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { backgroundJobs } from '#server/composition/jobs.ts';
import { loadConfig } from '#server/config.ts';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});
afterAll(() => t.close());

/** Every request that moves money or creates something (decision 053). */
const KEYED_OPERATIONS = [
  '/api/mining/start', '/api/mining/claim', '/api/mining/stop',
  ...GAME_IDS.map((game) => `/api/games/${game}/play`),
  '/api/games/towers/{roundId}/pick', '/api/games/hilo/{roundId}/guess', '/api/games/towers/{roundId}/cashout', '/api/games/hilo/{roundId}/cashout',
  '/api/games/blackjack/{roundId}/hit', '/api/games/blackjack/{roundId}/stand', '/api/games/blackjack/{roundId}/double',
  '/api/bonus-codes/redeem', '/api/contest/levels/{n}/validate', '/api/shop/orders', '/api/withdrawals', '/api/wallet/link',
  '/api/admin/users/{id}/adjust', '/api/admin/withdrawals/{id}/decision', '/api/admin/shop/star-payments/{chargeId}/refund',
];

const play = (client: ApiClient, key: string) => client.request('POST', '/api/games/fre-machine/play', { stake: nano('1') }, { 'idempotency-key': key });
const storedKeys = async (key: string) => Number((await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM idempotency_keys WHERE key = $1', [key])).rows[0]!.n);

describe('idempotency keys', () => {
  it('replay the answer as JSON', async () => {
    const { client } = await fundedUser(t, admin, 10);
    const key = newKey();
    await play(client, key);
    const replayed = await play(client, key);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answer 409 request_in_progress with Retry-After while the first request with the key still runs, and apply it once it is done', async () => {
    const { client, user } = await fundedUser(t, admin, 10);
    const key = newKey();
    // The first request's transaction, as it holds the key's lock until it commits.
    const first = await t.db.pool.connect();
    try {
      await first.query('BEGIN');
      await first.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`idempotency\nuser:${user.id}\ngames.fre-machine.play\n${key}`]);
      const twin = await play(client, key);
      expect([twin.status, twin.body.error.code, twin.headers.get('retry-after')]).toEqual([409, 'request_in_progress', String(IDEMPOTENCY.retryAfterSeconds)]);
      expect(twin.body.error.message).toBe('Cette demande est encore en cours de traitement. Réessayez dans un instant avec la même clé.');
    } finally {
      await first.query('ROLLBACK');
      first.release();
    }
    const retried = await play(client, key);
    expect([retried.status, retried.headers.get('idempotent-replayed')]).toEqual([200, null]);
  });

  it('are kept 24 hours by the idempotency-sweep job: after that, the same key applies again', async () => {
    const { client } = await fundedUser(t, admin, 10);
    const key = newKey();
    const first = await play(client, key);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://unused/x', FRE_DATA_DIR: '.tmp/test-data' });
    const jobs = await backgroundJobs({ config, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, log: pino({ level: 'silent' }) });
    const sweep = jobs.find((job) => job.name === 'idempotency-sweep')!;
    t.clock.advance(IDEMPOTENCY.retentionMs - 60_000);
    await sweep.run();
    expect(await storedKeys(key)).toBe(1);
    t.clock.advance(2 * 60_000);
    await sweep.run();
    expect(await storedKeys(key)).toBe(0);
    const again = await play(client, key);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([200, null]);
    expect(again.body.round.id).not.toBe(first.body.round.id);
  });

  it('are named with their two refusals on each keyed operation of the OpenAPI document', async () => {
    const document = (await new ApiClient(t.baseUrl).get('/api/openapi.json')).body;
    for (const path of KEYED_OPERATIONS) {
      const operation = document.paths[path]?.post;
      expect(operation, path).toBeDefined();
      const header = operation.parameters.find((parameter: { in: string; name: string }) => parameter.in === 'header' && parameter.name === 'idempotency-key');
      expect(header, path).toMatchObject({ required: false });
      expect(header.description ?? header.schema.description).toMatch(/idempotency_key_reused.*request_in_progress/s);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['409', '422']));
    }
  });
});
