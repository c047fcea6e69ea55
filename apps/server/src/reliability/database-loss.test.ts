/**
 * The database's connection lost in the middle of a keyed request, behind PgBouncer in transaction
 * mode as operators run it (decision 055): the server connection killed between two statements, and
 * the app's connection cut during COMMIT, with the COMMIT delivered or not. Each time the request
 * answers 503 with its code and Retry-After, the process goes on (an uncaught 'error' fails this
 * run), and the retry under the same key applies the play exactly once. Then the same two losses
 * under the real server process, which must still be running after them.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MINING } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, STRONG_PASSWORD, type ApiResponse } from '#server-test/api-client.ts';
import { cloneTemplateDatabase } from '#server-test/clone-database.ts';
import { startCuttingProxy, type CuttingProxy } from '#server-test/cutting-proxy.ts';
import { freePort } from '#server-test/free-port.ts';
import { exited, repoRoot, startServerProcess, waitForHealth } from '#server-test/server-process.ts';
import { newKey } from '#server-test/idempotency-helpers.ts';
import { fundedUser, ledgerSum, type Admin, nano } from '#server-test/money-helpers.ts';
import { startPgBouncer, type PgBouncer } from '#server-test/pgbouncer.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { hashPassword } from '#server/modules/account/sign-in/password.ts';
import { eventually } from '#server-test/eventually.ts';

let pgbouncer: PgBouncer;
let proxy: CuttingProxy;
let t: TestApp;
let admin: Admin;
let direct: pg.Client;
let databaseName = '';
let server: ChildProcess | null = null;

beforeAll(async () => {
  pgbouncer = await startPgBouncer({ serverUrl: inject('adminDatabaseUrl'), port: await freePort(), dir: path.join('/tmp', `fre-pgbouncer-loss-${randomBytes(4).toString('hex')}`), poolSize: 4, serverIdleTimeoutSeconds: 5 });
  proxy = await startCuttingProxy({ host: '127.0.0.1', port: Number(new URL(pgbouncer.urlFor('postgres')).port) });
  t = await startTestApp({ DATABASE_PREPARED_STATEMENTS: '0' }, {
    poolSize: 8,
    through: (clone) => {
      databaseName = new URL(clone).pathname.slice(1);
      return proxy.urlOf(pgbouncer.urlFor(databaseName));
    },
  });
  direct = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await direct.connect();
  admin = await adminClient(t);
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  await t?.close();
  await direct?.end();
  await proxy?.close();
  await pgbouncer?.stop();
});

const play = (client: ApiClient, key: string) => client.request('POST', '/api/games/fre-machine/play', { stake: nano('1') }, { 'idempotency-key': key });

/** A database of this run, straight on PostgreSQL (not through the pooler). */
const directTo = (name: string) => Object.assign(new URL(inject('adminDatabaseUrl')), { pathname: `/${name}` }).toString();

/** Kills the server connection of every transaction of `name` waiting for its next statement. */
async function terminateIdleTransactions(name: string): Promise<void> {
  const { rows } = await direct.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND state = 'idle in transaction'`, [name]);
  expect(rows.length).toBeGreaterThan(0);
  for (const { pid } of rows) await direct.query('SELECT pg_terminate_backend($1)', [pid]);
  await eventually(async () => (await direct.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1::int[])', [rows.map((row) => row.pid)])).rowCount === 0);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The rounds and stakes of a user, read straight from PostgreSQL (not through the pooler). */
async function played(userId: string): Promise<{ rounds: number; stakes: number }> {
  const own = new pg.Client({ connectionString: directTo(databaseName) });
  await own.connect();
  try {
    const { rows } = await own.query<{ rounds: string; stakes: string }>(
      `SELECT (SELECT count(*) FROM game_rounds WHERE user_id = $1)::text AS rounds, (SELECT count(*) FROM ledger WHERE user_id = $1 AND kind = 'game_stake')::text AS stakes`,
      [userId],
    );
    return { rounds: Number(rows[0]!.rounds), stakes: Number(rows[0]!.stakes) };
  } finally {
    await own.end();
  }
}

function expectUnavailable(response: ApiResponse, code: 'database_unavailable' | 'commit_outcome_unknown') {
  expect([response.status, response.body?.error?.code], JSON.stringify(response.body)).toEqual([503, code]);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(response.headers.get('idempotent-replayed')).toBeNull();
}

/** The same key sent again: applied once (or replayed), then replayed; one round, one stake, the balance its ledger. */
async function expectSettledByItsKey(client: ApiClient, userId: string, key: string, firstRetry: 'applied' | 'replayed') {
  const retry = await play(client, key);
  expect(retry.status, JSON.stringify(retry.body)).toBe(200);
  expect(retry.headers.get('idempotent-replayed')).toBe(firstRetry === 'replayed' ? 'true' : null);
  const again = await play(client, key);
  expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
  expect(again.body).toEqual(retry.body);
  expect(await played(userId)).toEqual({ rounds: 1, stakes: 1 });
  expect(await ledgerSum(t.db, userId)).toBe(BigInt((await client.get('/api/me')).body.user.balance));
}

describe('behind PgBouncer, a keyed game play whose database connection is lost', () => {
  it('killed between two statements (the server connection terminated): 503 database_unavailable, nothing applied; the retry plays once', async () => {
    const { client, user } = await fundedUser(t, admin, 10);
    const key = newKey();
    // The play's own statements have run; its answer is about to be stored when the server connection dies.
    const killed = proxy.arm({ at: 'statement', marker: 'INSERT INTO idempotency_keys', before: () => terminateIdleTransactions(databaseName) });
    const first = await play(client, key);
    await killed;
    expectUnavailable(first, 'database_unavailable');
    expect(await played(user.id)).toEqual({ rounds: 0, stakes: 0 });
    await expectSettledByItsKey(client, user.id, key, 'applied');
  });

  it('cut during a COMMIT that never reached the server: 503 commit_outcome_unknown; the retry plays once', async () => {
    const { client, user } = await fundedUser(t, admin, 10);
    const key = newKey();
    const cut = proxy.arm({ at: 'commit', after: 'INSERT INTO idempotency_keys', forward: false });
    const first = await play(client, key);
    await cut;
    expectUnavailable(first, 'commit_outcome_unknown');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await played(user.id)).toEqual({ rounds: 0, stakes: 0 });
    await expectSettledByItsKey(client, user.id, key, 'applied');
  });

  it('cut during a COMMIT that the server applied (its answer lost): 503 commit_outcome_unknown; the retry replays the round played', async () => {
    const { client, user } = await fundedUser(t, admin, 10);
    const key = newKey();
    const cut = proxy.arm({ at: 'commit', after: 'INSERT INTO idempotency_keys', forward: true });
    const first = await play(client, key);
    await cut;
    expectUnavailable(first, 'commit_outcome_unknown');
    expect(await eventually(async () => (await played(user.id)).rounds === 1)).toBe(true);
    await expectSettledByItsKey(client, user.id, key, 'replayed');
  });

  it('answers in the player\'s language, and the pool serves the next requests', async () => {
    const { client } = await fundedUser(t, admin, 10);
    const cut = proxy.arm({ at: 'commit', after: 'INSERT INTO idempotency_keys', forward: false });
    const first = await play(client, newKey());
    await cut;
    expect(first.body.error.message).toBe('La connexion au service a été coupée pendant l\'enregistrement : on ne sait pas encore s\'il a abouti. Réessayez dans un instant : la même demande ne sera jamais appliquée deux fois.');
    const health = await Promise.all(Array.from({ length: 12 }, () => fetch(`${t.baseUrl}/api/health`).then((r) => r.status)));
    expect(health).toEqual(health.map(() => 200));
  });
});

describe('the server process itself (npm start), behind the same PgBouncer', () => {
  it('keeps running through both losses, and each keyed Start is applied once', async () => {
    const clone = await cloneTemplateDatabase();
    const name = new URL(clone).pathname.slice(1);
    const setup = new pg.Client({ connectionString: directTo(name) });
    await setup.connect();
    const tag = randomBytes(3).toString('hex');
    const rows = (await setup.query<{ id: string; email: string }>(
      `INSERT INTO users (email, nickname, password_hash, email_verified, referral_code, mining_rate_nano, created_at, updated_at)
       SELECT 'loss.' || $1 || '.' || n || '@example.test', 'ls' || $1 || n, $2, true, upper('ls' || $1 || n), $3, now(), now() FROM generate_series(1, 2) AS n
       RETURNING id, email`,
      [tag, await hashPassword(STRONG_PASSWORD), MINING.baseRateNano],
    )).rows;
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const log: string[] = [];
    const dataDir = path.join(repoRoot, '.tmp', `database-loss-${tag}`);
    server = startServerProcess({
      DATABASE_URL: proxy.urlOf(pgbouncer.urlFor(name)), DATABASE_PREPARED_STATEMENTS: '0', PORT: String(port), HOST: '127.0.0.1', APP_URL: baseUrl,
      FRE_DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    }, { onOutput: (text) => log.push(text) });
    const sessionsOf = async (userId: string) => Number((await setup.query<{ n: string }>('SELECT count(*)::text AS n FROM mining_sessions WHERE user_id = $1', [userId])).rows[0]!.n);
    try {
      await waitForHealth(baseUrl);
      const [killedUser, cutUser] = await Promise.all(rows.map(async (row) => {
        const client = new ApiClient(baseUrl);
        expect((await client.post('/api/auth/login', { email: row.email, password: STRONG_PASSWORD })).status).toBe(200);
        return { id: row.id, client };
      }));
      const start = (client: ApiClient, key: string) => client.request('POST', '/api/mining/start', undefined, { 'idempotency-key': key });

      const killedKey = randomUUID();
      const killed = proxy.arm({ at: 'statement', marker: 'INSERT INTO idempotency_keys', before: () => terminateIdleTransactions(name) });
      const first = await start(killedUser!.client, killedKey);
      await killed;
      expectUnavailable(first, 'database_unavailable');
      expect(await sessionsOf(killedUser!.id)).toBe(0);
      const applied = await start(killedUser!.client, killedKey);
      expect([applied.status, applied.headers.get('idempotent-replayed')]).toEqual([201, null]);

      const cutKey = randomUUID();
      const cut = proxy.arm({ at: 'commit', after: 'INSERT INTO idempotency_keys', forward: true });
      const unknown = await start(cutUser!.client, cutKey);
      await cut;
      expectUnavailable(unknown, 'commit_outcome_unknown');
      expect(await eventually(async () => (await sessionsOf(cutUser!.id)) === 1)).toBe(true);
      const replayed = await start(cutUser!.client, cutKey);
      expect([replayed.status, replayed.headers.get('idempotent-replayed')]).toEqual([201, 'true']);

      expect([await sessionsOf(killedUser!.id), await sessionsOf(cutUser!.id)]).toEqual([1, 1]);
      expect([server.exitCode, server.signalCode], `the server process ended (log: ${log.join('').slice(-3000)})`).toEqual([null, null]);
      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    } finally {
      server.kill('SIGTERM');
      await exited(server);
      await setup.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
