/**
 * Lag-tolerant reads on DATABASE_READ_URL, with the primary answering whenever the replica cannot.
 * The "replica" here is a second copy of the database that is not in recovery (so it counts as
 * caught up), which lets a test see which server answered; `npm run bench:replica` runs a real
 * streaming standby.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { registerUser } from '#server-test/api-client.ts';
import { cloneTemplateDatabase } from '#server-test/clone-database.ts';
import { scrape, valueOf } from '#server-test/metrics-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

const METRICS_TOKEN = 'replica-metrics-token-0123456789';

async function waitForReplica(t: TestApp, state: string) {
  for (let tries = 0; tries < 100; tries++) {
    const health = await (await fetch(`${t.baseUrl}/api/health`)).json();
    if (health.replica?.state === state) return health;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the replica never reached ${state}`);
}

describe('with a read replica', () => {
  let t: TestApp;
  let replicaUrl: string;
  beforeAll(async () => {
    replicaUrl = await cloneTemplateDatabase();
    t = await startTestApp({ DATABASE_READ_URL: replicaUrl, METRICS_TOKEN }, { instances: 1 });
  });
  afterAll(() => t.close());

  it('reads the leaderboard on the replica, and what the player wrote on the primary', async () => {
    const replica = new pg.Client({ connectionString: replicaUrl });
    await replica.connect();
    await replica.query(
      `INSERT INTO users (email, nickname, password_hash, referral_code, mining_rate_nano, total_mined_nano, created_at, updated_at)
       VALUES ('far@example.test', 'OnTheReplica', 'x', 'REPLICA1', 1041667, 999000000000000, now(), now())`,
    );
    await replica.end();
    const health = await waitForReplica(t, 'in_use');
    expect(health).toMatchObject({ status: 'ok', replica: { state: 'in_use', lagMs: 0 } });

    // The player exists only on the primary: their session, start and balance are read there.
    const { client } = await registerUser(t.baseUrl, t.sent, { prefix: 'ryw' });
    expect((await client.post('/api/mining/start')).status).toBe(201);
    expect((await client.get('/api/mining')).body.session.active).toBe(true);
    const board = await client.get('/api/leaderboard');
    expect(board.status).toBe(200);
    expect(board.body.top[0].nickname).toBe('OnTheReplica');
    const metrics = await scrape(`${t.baseUrl}/metrics`, METRICS_TOKEN);
    expect(valueOf(metrics, 'fre_db_replica_in_use')).toBe(1);
    expect(valueOf(metrics, 'fre_db_replica_lag_seconds')).toBe(0);
  });

  it('goes on answering from the primary when the replica disappears', async () => {
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    await admin.query(`DROP DATABASE "${new URL(replicaUrl).pathname.slice(1)}" WITH (FORCE)`);
    await admin.end();
    const { client } = await registerUser(t.baseUrl, t.sent, { prefix: 'gone' });
    const board = await client.get('/api/leaderboard');
    expect(board.status).toBe(200);
    expect(board.body.me.rank).toBeGreaterThan(0);
    const health = await waitForReplica(t, 'down');
    expect(health).toMatchObject({ status: 'degraded', db: 'ok' });
    expect(health.replica.detail).toMatch(/does not exist|terminat/);
  });
});

describe('with a replica that never answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DATABASE_READ_URL: 'postgres://nobody:nothing@127.0.0.1:9/none', METRICS_TOKEN }, { instances: 1 });
  });
  afterAll(() => t.close());

  it('serves every read from the primary and says so in the health report', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent, { prefix: 'noreplica' });
    expect((await client.get('/api/leaderboard')).status).toBe(200);
    const response = await fetch(`${t.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'degraded', db: 'ok', replica: { state: 'down', lagMs: null } });
    const metrics = await scrape(`${t.baseUrl}/metrics`, METRICS_TOKEN);
    expect(valueOf(metrics, 'fre_db_replica_in_use')).toBe(0);
    expect(valueOf(metrics, 'fre_db_replica_lag_seconds')).toBeNaN();
  });
});
