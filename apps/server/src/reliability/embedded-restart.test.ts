/**
 * The embedded database killed with SIGKILL under load (decision 055): the real server process,
 * on its own embedded PostgreSQL, with a few dozen requests in flight (mining starts and claims
 * under Idempotency-Keys, sent again under the same key on a 503 as the web client does, and
 * profile reads). The postmaster is killed; /api/health must say 503 and then 200 again within
 * 30 s, the same process answering throughout; then `npm run admin -- verify-ledger` passes and
 * every acknowledged claim is in the ledger.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINING } from '@fre/domain';
import { ApiClient, STRONG_PASSWORD, type ApiResponse } from '#server-test/api-client.ts';
import { exited, freePort, repoRoot, startServerProcess, waitForHealth } from '#server-test/server-process.ts';
import { clusterDirFor } from '#server/db/embedded-postgres.ts';
import { hashPassword } from '#server/modules/account/sign-in/password.ts';

const USERS = 30;
const BACK_WITHIN_MS = 30_000;
const LOAD_BEFORE_KILL_MS = 1_500;
const LOAD_AFTER_RECOVERY_MS = 2_000;
const CLOCK_STEP_MS = MINING.sessionDurationMs + HOUR_MS;

const run = promisify(execFile);
const children: ChildProcess[] = [];
let dataDir = '';

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Tally { ok: number; replayed: number; unavailable: Record<string, number>; refused: number; other: string[]; networkFailures: number }

/** Users sending keyed requests while the database comes and goes; a 503 is sent again under its key. */
function startLoad(baseUrl: string, users: { id: string; client: ApiClient }[]) {
  let running = true;
  const tally: Tally = { ok: 0, replayed: 0, unavailable: {}, refused: 0, other: [], networkFailures: 0 };
  const claims: { userId: string; claimed: string; balance: string }[] = [];

  async function send(client: ApiClient, method: string, url: string, key?: string): Promise<ApiResponse | null> {
    for (;;) {
      let response: ApiResponse;
      try {
        response = await client.request(method, url, undefined, key ? { 'idempotency-key': key } : {});
      } catch {
        tally.networkFailures += 1;
        return null;
      }
      if (response.status === 503) {
        const code = String(response.body?.error?.code);
        tally.unavailable[code] = (tally.unavailable[code] ?? 0) + 1;
        if (!running) return response;
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      if (response.status >= 500) tally.other.push(`${method} ${url} → ${response.status} ${JSON.stringify(response.body)}`);
      else if (response.status >= 400) tally.refused += 1;
      else tally.ok += 1;
      if (response.headers.get('idempotent-replayed') === 'true') tally.replayed += 1;
      return response;
    }
  }

  async function user(u: { id: string; client: ApiClient }) {
    while (running) {
      await send(u.client, 'POST', '/api/mining/start', randomUUID());
      const claimed = await send(u.client, 'POST', '/api/mining/claim', randomUUID());
      if (claimed?.status === 200) claims.push({ userId: u.id, claimed: claimed.body.claimed, balance: claimed.body.balance });
      await send(u.client, 'GET', '/api/me');
    }
  }

  const clock = new ApiClient(baseUrl);
  const ticker = (async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await clock.post('/api/test/clock', { advanceMs: CLOCK_STEP_MS }).catch(() => null);
    }
  })();
  const workers = Promise.all(users.map(user));
  return {
    tally,
    claims,
    async stop() {
      running = false;
      await Promise.all([workers, ticker]);
    },
  };
}

describe('the embedded database', () => {
  it(`is started again when its postmaster is killed with SIGKILL under load: health 200 within ${BACK_WITHIN_MS / 1000} s, same process, ledger sound`, async () => {
    dataDir = await mkdtemp(path.join(repoRoot, '.tmp', 'embedded-restart-'));
    await chmod(dataDir, 0o755); // mkdtemp makes 0700, which the postgres user could not traverse
    const port = await freePort();
    const pgPort = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      FRE_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', FRE_PG_PORT: String(pgPort), FRE_TEST_CLOCK: '1', APP_URL: baseUrl,
      RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    };
    const log: string[] = [];
    const server = startServerProcess(env, { onOutput: (text) => log.push(text) });
    children.push(server);
    await waitForHealth(baseUrl);

    // Players, written as the CLI's own tests do, then signed in through the API.
    const clusterDir = await clusterDirFor(dataDir, () => undefined);
    const secret = (await readFile(path.join(dataDir, 'postgres.secret'), 'utf8')).trim();
    const db = new pg.Client({ connectionString: `postgres://postgres:${secret}@127.0.0.1:${pgPort}/fre` });
    await db.connect();
    const tag = randomBytes(3).toString('hex');
    const rows = (await db.query<{ id: string; email: string }>(
      `INSERT INTO users (email, nickname, password_hash, email_verified, referral_code, mining_rate_nano, created_at, updated_at)
       SELECT 'restart.' || $1 || '.' || n || '@example.test', 'rs' || $1 || n, $2, true, upper('rs' || $1 || n), $3, now(), now() FROM generate_series(1, $4) AS n
       RETURNING id, email`,
      [tag, await hashPassword(STRONG_PASSWORD), MINING.baseRateNano, USERS],
    )).rows;
    await db.end();
    const users = await Promise.all(rows.map(async (row) => {
      const client = new ApiClient(baseUrl);
      const login = await client.post('/api/auth/login', { email: row.email, password: STRONG_PASSWORD });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      return { id: row.id, client };
    }));

    const load = startLoad(baseUrl, users);
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_KILL_MS));
    const postmaster = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(postmaster, 'SIGKILL');
    const killedAt = Date.now();

    // Health through the outage: 503 (with Retry-After) while the database is away, then 200.
    const seen: number[] = [];
    let retryAfter: string | null = null;
    let backAt: number | null = null;
    while (Date.now() - killedAt < BACK_WITHIN_MS) {
      const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
      seen.push(health?.status ?? 0);
      if (health?.status === 503) retryAfter = health.headers.get('retry-after');
      if (health?.status === 200 && seen.includes(503)) {
        backAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, LOAD_AFTER_RECOVERY_MS));
    await load.stop();
    const { tally } = load;
    // eslint-disable-next-line no-console -- what this test measured
    console.log(`postmaster ${postmaster} killed; health ${[...new Set(seen)].join(' → ')}; back after ${backAt ? ((backAt - killedAt) / 1000).toFixed(1) : '—'} s; answers: ${tally.ok} ok (${tally.replayed} replayed under their key), 503: ${JSON.stringify(tally.unavailable)}, ${tally.refused} refused, ${tally.other.length} other 5xx, ${tally.networkFailures} network failures; ${load.claims.length} claims acknowledged\n${log.join('').split('\n').filter((line) => line.includes('embedded PostgreSQL')).join('\n')}`);

    // The server's log without the one line every request writes during the outage.
    const told = () => log.join('').split('\n').filter((line) => !line.includes('database unreachable')).join('\n').slice(-3000);
    expect(seen, `health after the kill (log: ${told()})`).toContain(503);
    expect(retryAfter).not.toBeNull();
    expect(backAt, `health 200 again within ${BACK_WITHIN_MS} ms (log: ${told()})`).not.toBeNull();
    expect([server.exitCode, server.signalCode], 'the app process never stopped').toEqual([null, null]);
    expect(tally.other, 'answers other than 503 among the 5xx').toEqual([]);
    expect(tally.networkFailures, 'requests left unanswered').toBe(0);
    expect(tally.ok).toBeGreaterThan(USERS);

    // Every claim the players were told of is in the ledger, and the ledger holds.
    const after = new pg.Client({ connectionString: `postgres://postgres:${secret}@127.0.0.1:${pgPort}/fre` });
    await after.connect();
    const found = await after.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM unnest($1::uuid[], $2::bigint[], $3::bigint[]) AS a(user_id, claimed, balance)
       WHERE EXISTS (SELECT 1 FROM ledger l WHERE l.user_id = a.user_id AND l.kind = 'mining_claim' AND l.amount_nano = a.claimed AND l.balance_after_nano = a.balance)`,
      [load.claims.map((c) => c.userId), load.claims.map((c) => c.claimed), load.claims.map((c) => c.balance)],
    );
    await after.end();
    expect(Number(found.rows[0]!.n), 'acknowledged claims in the ledger').toBe(load.claims.length);
    const verified = await run('npm', ['run', '--silent', 'admin', '--', 'verify-ledger'], { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'test', ...env } })
      .then(({ stdout }) => ({ code: 0, output: stdout }), (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code, output: `${error.stdout}${error.stderr}` }));
    expect(verified.code, verified.output).toBe(0);

    server.kill('SIGTERM');
    await exited(server);
  }, 90_000);
});
