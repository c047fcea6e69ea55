/**
 * Crash recovery: the real server process under 200 concurrent users (mining start and claim,
 * bonus codes, games), killed with SIGKILL mid-load, started again on the same database, used a
 * little more; then the database is checked with SQL. Money must add up to the ledger, nothing
 * may be credited or settled twice, no limit overrun, and every answer the users got must hold.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, KENO, MINING, NANO_PER_FRE } from '@fre/domain';
import { ApiClient, STRONG_PASSWORD, type ApiResponse } from '#server-test/api-client.ts';
import { ADMIN_CODE } from '#server-test/admin-helpers.ts';
import { cloneTemplateDatabase } from '#server-test/clone-database.ts';
import { exited, freePort, repoRoot, startServerProcess, waitForHealth } from '#server-test/server-process.ts';
import { totpCode } from '#server-test/two-step-helpers.ts';
import { createDatabase, type Database } from '#server/db/pool.ts';
import { hashPassword } from '#server/modules/account/sign-in/password.ts';
import { nano } from '#server-test/money-helpers.ts';

const USERS = 200;
const LOGIN_CONCURRENCY = 20;
const AFTER_RESTART_MS = 3_000;
const CLOCK_STEP_MS = MINING.sessionDurationMs + HOUR_MS; // every tick ends the sessions running
const CLOCK_TICK_EVERY_MS = 700;

const run = randomBytes(3).toString('hex');
const CODES = {
  weekly: { code: `WEEKLY${run}`.toUpperCase(), type: 'fre', rewardValue: nano('20'), maxUses: 10_000 },
  rare: { code: `RARE${run}`.toUpperCase(), type: 'fre', rewardValue: nano('500'), maxUses: 37 },
  turbo: { code: `TURBO${run}`.toUpperCase(), type: 'time_reduction', rewardValue: String(2 * HOUR_MS), maxUses: 120 },
  boost: { code: `BOOST${run}`.toUpperCase(), type: 'boost', rewardValue: nano('0.1'), duration: 24, maxUses: 80 },
} as const;

let db: Database;
let baseUrl = '';
let env: Record<string, string> = {};
let server: ChildProcess | null = null;
let dataDir = '';
const serverLog: string[] = [];
const children: ChildProcess[] = [];

function startServer(): ChildProcess {
  const child = startServerProcess(env, { onOutput: (text) => serverLog.push(text) });
  children.push(child);
  return child;
}

beforeAll(async () => {
  const databaseUrl = await cloneTemplateDatabase();
  db = createDatabase(databaseUrl, { max: 4 });
  const port = await freePort();
  dataDir = path.join(repoRoot, '.tmp', `crash-recovery-${run}`);
  await mkdir(dataDir, { recursive: true });
  env = {
    DATABASE_URL: databaseUrl, FRE_TEST_CLOCK: '1', PORT: String(port), HOST: '127.0.0.1', FRE_DATA_DIR: dataDir, LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', APP_URL: `http://127.0.0.1:${port}`,
  };
  baseUrl = `http://127.0.0.1:${port}`;
  server = startServer();
  await waitForHealth(baseUrl);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await db?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// ---- the load -------------------------------------------------------------------------------

type Phase = 'before' | 'down' | 'after' | 'stopped';
interface Tally { requests: number; ok: number; refused: number; serverErrors: number }
const tally = (): Tally => ({ requests: 0, ok: 0, refused: 0, serverErrors: 0 });

interface User { id: string; email: string; client: ApiClient; towersRound: string | null }

/** What the users were told succeeded: it must all be in the database afterwards. */
const acknowledged = {
  sessions: [] as { userId: string; sessionId: string }[],
  claims: [] as { userId: string; claimed: string; balance: string }[],
  redemptions: [] as { userId: string; code: string }[],
  rounds: [] as { userId: string; roundId: string; status: string }[],
};

class NetworkFailure extends Error {}

function createLoad() {
  let phase: Phase = 'before';
  let resume: () => void = () => undefined;
  let restarted = new Promise<void>((resolve) => (resume = resolve));
  const figures = { before: tally(), after: tally(), failedInFlight: 0, failedOther: 0, errors: [] as string[] };

  /** One request, counted in the phase it was sent in; a request cut by the kill is "in flight". */
  async function send(u: User, method: string, url: string, body?: unknown): Promise<ApiResponse> {
    const sentIn = phase;
    if (sentIn !== 'before' && sentIn !== 'after') throw new NetworkFailure('not sent: server down');
    const counted = figures[sentIn];
    counted.requests += 1;
    let response: ApiResponse;
    try {
      response = await u.client.request(method, url, body);
    } catch {
      counted.requests -= 1;
      if (sentIn === 'before' && phase !== 'before') figures.failedInFlight += 1;
      else figures.failedOther += 1;
      throw new NetworkFailure(`${method} ${url}`);
    }
    if (response.status >= 500) {
      counted.serverErrors += 1;
      figures.errors.push(`${method} ${url} → ${response.status} ${JSON.stringify(response.body)}`);
    } else if (response.status >= 400) counted.refused += 1;
    else counted.ok += 1;
    return response;
  }

  const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
  /** A double tap: the same request twice at once, as an impatient thumb or a retrying client sends it. */
  const twice = (u: User, url: string, body?: unknown) => Promise.allSettled([send(u, 'POST', url, body), send(u, 'POST', url, body)]);
  const fulfilled = (results: PromiseSettledResult<ApiResponse>[]) => results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));

  const actions: Record<string, (u: User) => Promise<void>> = {
    async start(u) {
      const r = await send(u, 'POST', '/api/mining/start');
      if (r.status === 201) acknowledged.sessions.push({ userId: u.id, sessionId: r.body.session.id });
    },
    async claim(u) {
      for (const r of fulfilled(await twice(u, '/api/mining/claim'))) {
        if (r.status === 200) acknowledged.claims.push({ userId: u.id, claimed: r.body.claimed, balance: r.body.balance });
      }
    },
    async redeem(u) {
      const { code } = pick([CODES.weekly, CODES.rare, CODES.rare, CODES.turbo, CODES.turbo, CODES.boost]);
      for (const r of fulfilled(await twice(u, '/api/bonus-codes/redeem', { code }))) {
        if (r.status === 200) acknowledged.redemptions.push({ userId: u.id, code });
      }
    },
    async keno(u) {
      const picks = new Set<number>();
      const wanted = 1 + randomInt(KENO.maxPicks);
      while (picks.size < wanted) picks.add(1 + randomInt(KENO.numbers));
      const r = await send(u, 'POST', '/api/games/keno/play', { stake: nano(1 + randomInt(20)), picks: [...picks] });
      if (r.status === 200) acknowledged.rounds.push({ userId: u.id, roundId: r.body.round.id, status: r.body.round.status });
    },
    async slot(u) {
      const r = await send(u, 'POST', '/api/games/slot/play');
      if (r.status === 200) acknowledged.rounds.push({ userId: u.id, roundId: r.body.round.id, status: r.body.round.status });
    },
    async towers(u) {
      if (!u.towersRound) {
        const r = await send(u, 'POST', '/api/games/towers/play', { stake: nano(1 + randomInt(5)), difficulty: 'easy' });
        if (r.status === 200) {
          acknowledged.rounds.push({ userId: u.id, roundId: r.body.round.id, status: r.body.round.status });
          u.towersRound = r.body.round.id;
        }
        return;
      }
      const round = u.towersRound;
      const picked = await send(u, 'POST', `/api/games/towers/${round}/pick`, { tile: randomInt(4) });
      if (picked.status !== 200 || picked.body.round.status !== 'active') {
        u.towersRound = null;
        return;
      }
      // A safe pick: cash out, twice at once; the round is paid once.
      for (const r of fulfilled(await twice(u, `/api/games/towers/${round}/cashout`))) {
        if (r.status === 200) acknowledged.rounds.push({ userId: u.id, roundId: round, status: r.body.round.status });
      }
      u.towersRound = null;
    },
    async me(u) {
      await send(u, 'GET', '/api/me');
    },
  };
  const weighted = ['start', 'start', 'start', 'claim', 'claim', 'claim', 'claim', 'redeem', 'redeem', 'keno', 'keno', 'keno', 'slot', 'towers', 'towers', 'me'] as const;

  async function worker(u: User) {
    while (phase !== 'stopped') {
      if (phase === 'down') {
        await restarted;
        continue;
      }
      try {
        await actions[pick(weighted)]!(u);
      } catch (error) {
        if (!(error instanceof NetworkFailure)) throw error;
        // The server is gone (or going): wait for it like a client retrying later.
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  return {
    figures,
    get phase() {
      return phase;
    },
    start: (users: User[]) => Promise.all(users.map(worker)),
    down() {
      phase = 'down';
    },
    up() {
      phase = 'after';
      resume();
      restarted = Promise.resolve();
    },
    stop() {
      phase = 'stopped';
      resume();
    },
  };
}

// ---- setup helpers --------------------------------------------------------------------------

/** Verified users inserted with one password hash computed once (argon2 is the cost of sign-up). */
async function insertUsers(count: number, passwordHash: string, role: 'user' | 'admin' = 'user'): Promise<{ id: string; email: string }[]> {
  const result = await db.query<{ id: string; email: string }>(
    `INSERT INTO users (email, nickname, password_hash, email_verified, referral_code, role, mining_rate_nano, created_at, updated_at)
     SELECT $1 || n || '@example.test', $2 || n, $3, true, upper($2) || n, $4, $5, now(), now() FROM generate_series(1, $6) AS n
     RETURNING id, email`,
    [`crash.${role}.${run}.`, `cr${role[0]}${run}`, passwordHash, role, MINING.baseRateNano, count],
  );
  return result.rows;
}

async function logIn(rows: { id: string; email: string }[]): Promise<User[]> {
  const users: User[] = [];
  for (let i = 0; i < rows.length; i += LOGIN_CONCURRENCY) {
    await Promise.all(rows.slice(i, i + LOGIN_CONCURRENCY).map(async (row) => {
      const client = new ApiClient(baseUrl);
      const login = await client.post('/api/auth/login', { email: row.email, password: STRONG_PASSWORD });
      if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
      users.push({ id: row.id, email: row.email, client, towersRound: null });
    }));
  }
  return users;
}

const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: string }>(sql, params)).rows[0]!.n);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---- the test -------------------------------------------------------------------------------

describe('crash recovery', () => {
  it(`keeps money and limits exact when the server is killed with SIGKILL under ${USERS} users`, async () => {
    const startedAt = performance.now();

    // Users, logged in through the API (their cookies survive the restart: sessions are in the database).
    const passwordHash = await hashPassword(STRONG_PASSWORD);
    const loginStarted = performance.now();
    const users = await logIn(await insertUsers(USERS, passwordHash));
    const loginMs = performance.now() - loginStarted;
    const [adminRow] = await insertUsers(1, passwordHash, 'admin');
    const [admin] = await logIn([adminRow!]);
    // The gate opens only with a second factor (decision 024), added from a re-authenticated
    // session (decision 039); the server's clock is not moved yet.
    expect((await admin!.client.post('/api/me/reauth', { password: STRONG_PASSWORD })).status).toBe(204);
    const { secret } = (await admin!.client.post('/api/me/2fa/totp')).body;
    expect((await admin!.client.post('/api/me/2fa/totp/confirm', { code: totpCode(secret, new Date()) })).status).toBe(200);
    expect((await admin!.client.request('PUT', '/api/admin/access-code', { newCode: ADMIN_CODE })).status).toBe(204);
    for (const body of Object.values(CODES)) expect((await admin!.client.post('/api/admin/bonus-codes', { ...body, isActive: true })).status).toBe(201);
    // A balance to play with, through the back office: one ledger row each.
    for (let i = 0; i < users.length; i += LOGIN_CONCURRENCY) {
      const credited = await Promise.all(users.slice(i, i + LOGIN_CONCURRENCY).map((u) => admin!.client.post(`/api/admin/users/${u.id}/adjust`, { amount: nano('100'), reason: 'Crash test balance' })));
      expect(credited.map((r) => r.status)).toEqual(credited.map(() => 200));
    }

    const load = createLoad();
    // The server's test clock lives in its memory: the test keeps the offset to give it back after the restart.
    const clock = new ApiClient(baseUrl);
    let clockOffsetMs = 0;
    let ticking = true;
    const tick = async () => {
      const moved = await clock.post('/api/test/clock', { advanceMs: CLOCK_STEP_MS }).catch(() => null);
      if (moved?.status === 200) clockOffsetMs = Math.max(clockOffsetMs, moved.body.offsetMs);
    };
    const ticker = (async () => {
      while (ticking) {
        await new Promise((r) => setTimeout(r, CLOCK_TICK_EVERY_MS));
        if (ticking && load.phase !== 'down') await tick();
      }
    })();

    // Load, then SIGKILL after 1 to 3 seconds of it.
    const loadStarted = performance.now();
    const running = load.start(users);
    // The kill lands a moment after a tick, when the sessions just ended are being claimed.
    const killAfterMs = 1_000 + randomInt(2_000);
    await new Promise((r) => setTimeout(r, killAfterMs - 250));
    await tick();
    await new Promise((r) => setTimeout(r, 100 + randomInt(150)));
    load.down();
    server!.kill('SIGKILL');
    await exited(server!);
    const killedAt = performance.now();

    // Same database, same port; the clock given back where it was (one step more, in case a tick's
    // answer was lost with the process: time never runs backwards).
    server = startServer();
    await waitForHealth(baseUrl);
    const restartMs = performance.now() - killedAt;
    const clockState = await clock.post('/api/test/clock', { advanceMs: clockOffsetMs + CLOCK_STEP_MS });
    expect(clockState.status).toBe(200);
    load.up();
    await new Promise((r) => setTimeout(r, AFTER_RESTART_MS));
    load.stop();
    ticking = false;
    await running;
    await ticker;
    const loadMs = performance.now() - loadStarted;
    server!.kill('SIGTERM');
    await exited(server!);

    const f = load.figures;
    const figures = {
      users: USERS,
      'API logins (argon2)': seconds(loginMs),
      'load before the kill': seconds(killedAt - loadStarted),
      'requests answered before the kill': f.before.requests,
      'failed in flight at the kill': f.failedInFlight,
      'restart to healthy': seconds(restartMs),
      'requests answered after the restart': f.after.requests,
      'other network failures': f.failedOther,
      '2xx / 4xx / 5xx before': `${f.before.ok} / ${f.before.refused} / ${f.before.serverErrors}`,
      '2xx / 4xx / 5xx after': `${f.after.ok} / ${f.after.refused} / ${f.after.serverErrors}`,
      'acknowledged: sessions, claims, redemptions, rounds': `${acknowledged.sessions.length}, ${acknowledged.claims.length}, ${acknowledged.redemptions.length}, ${acknowledged.rounds.length}`,
      'clock moved': `${(clockOffsetMs / DAY_MS).toFixed(1)} days`,
      'load total': seconds(loadMs),
      'test total': seconds(performance.now() - startedAt),
    };
    // eslint-disable-next-line no-console -- these figures are what this test reports
    console.log(Object.entries(figures).map(([k, v]) => `${k.padEnd(52)} ${v}`).join('\n'));

    // The load really ran on both sides of the kill, and the kill cut requests.
    expect(f.before.ok, 'requests done before the kill').toBeGreaterThan(0);
    expect(f.failedInFlight, 'requests cut by the kill').toBeGreaterThan(0);
    expect(f.after.ok, 'requests done after the restart').toBeGreaterThan(0);
    expect(f.errors, `server errors (log: ${serverLog.join('').slice(-4000)})`).toEqual([]);
    expect(f.failedOther, 'network failures outside the kill').toBe(0);

    // ---- the database, checked with SQL ----
    // Money: each balance is its ledger; the ledger's running balance is right row by row; nothing negative.
    expect(await count(`SELECT count(*) AS n FROM users u WHERE balance_nano <> coalesce((SELECT sum(amount_nano) FROM ledger l WHERE l.user_id = u.id), 0)`), 'balances ≠ ledger').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM (SELECT balance_after_nano, sum(amount_nano) OVER (PARTITION BY user_id ORDER BY id) AS running FROM ledger) x WHERE balance_after_nano <> running`), 'ledger running balance').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM users u WHERE total_mined_nano <> coalesce((SELECT sum(amount_nano) FROM ledger l WHERE l.user_id = u.id AND l.kind IN ('mining_claim', 'bonus_code')), 0)`), 'totalMined ≠ mining and bonus credits').toBe(0);
    expect(await count(`SELECT (SELECT count(*) FROM users WHERE balance_nano < 0) + (SELECT count(*) FROM ledger WHERE balance_after_nano < 0) AS n`), 'negative balances').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM (SELECT kind, ref FROM ledger GROUP BY kind, ref HAVING count(*) > 1) d`), 'one ledger row per event').toBe(0);

    // Mining: no session both claimed and active, one running session per user, each closed session credited once with its earnings.
    expect(await count(`SELECT count(*) AS n FROM mining_sessions WHERE active AND claimed`), 'sessions claimed and active').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM (SELECT user_id FROM mining_sessions WHERE active GROUP BY user_id HAVING count(*) > 1) d`), 'users with two running sessions').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM mining_sessions s WHERE NOT active AND (earnings_nano IS NULL OR (SELECT count(*) FROM ledger l WHERE l.kind = 'mining_claim' AND l.ref = s.id::text AND l.user_id = s.user_id AND l.amount_nano = s.earnings_nano) <> 1)`), 'closed sessions not credited exactly once').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM ledger l WHERE kind = 'mining_claim' AND NOT EXISTS (SELECT 1 FROM mining_sessions s WHERE s.id::text = l.ref AND s.user_id = l.user_id AND NOT s.active)`), 'claims of no closed session').toBe(0);
    const closedSessions = await count(`SELECT count(*) AS n FROM mining_sessions WHERE NOT active`);

    // Bonus codes: uses counted exactly, within maxUses, once per user; each FRE use credited once; each boost use one boost.
    expect(await count(`SELECT count(*) AS n FROM bonus_codes c WHERE current_uses <> (SELECT count(*) FROM bonus_code_usages u WHERE u.code_id = c.id) OR current_uses > max_uses`), 'code uses').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM (SELECT code_id, user_id FROM bonus_code_usages GROUP BY 1, 2 HAVING count(*) > 1) d`), 'a code used twice by one user').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM bonus_code_usages u WHERE type = 'fre' AND (SELECT count(*) FROM ledger l WHERE l.kind = 'bonus_code' AND l.ref = u.id::text AND l.user_id = u.user_id AND l.amount_nano = u.reward_value) <> 1`), 'FRE codes not credited exactly once').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM ledger l WHERE kind = 'bonus_code' AND NOT EXISTS (SELECT 1 FROM bonus_code_usages u WHERE u.id::text = l.ref AND u.user_id = l.user_id)`), 'bonus credits without a use').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM bonus_code_usages u WHERE type = 'boost' AND (SELECT count(*) FROM user_boosts b WHERE b.user_id = u.user_id AND b.source = 'bonus_code:' || u.code) <> 1`), 'boost uses without exactly one boost').toBe(0);
    const rareUses = await count(`SELECT count(*) AS n FROM bonus_code_usages WHERE code = $1`, [CODES.rare.code]);
    expect(rareUses).toBeLessThanOrEqual(CODES.rare.maxUses);

    // Games: each round staked once and paid at most once, with the amounts it shows; finished rounds settled; nonces never reused.
    expect(await count(`SELECT count(*) AS n FROM game_rounds r WHERE stake_nano > 0 AND (SELECT coalesce(-sum(amount_nano), 0) FROM ledger l WHERE l.kind = 'game_stake' AND l.ref IN (r.id::text, r.id::text || ':double') AND l.user_id = r.user_id) <> r.stake_nano`), 'rounds not staked exactly once').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM game_rounds r WHERE (SELECT coalesce(sum(amount_nano), 0) FROM ledger l WHERE l.kind = 'game_win' AND l.ref = r.id::text AND l.user_id = r.user_id) <> coalesce(r.payout_nano, 0)`), 'rounds whose win ≠ payout').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM game_rounds WHERE (status = 'active') <> (payout_nano IS NULL)`), 'rounds settled but active, or over but unsettled').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM ledger l WHERE kind IN ('game_stake', 'game_win') AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.user_id = l.user_id AND l.ref IN (r.id::text, r.id::text || ':double'))`), 'game money without a round').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM (SELECT seed_id, nonce FROM game_rounds GROUP BY 1, 2 HAVING count(*) > 1) d`), 'nonces used twice').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM users u WHERE (SELECT count(*) FROM slot_spins s WHERE s.user_id = u.id) <> (SELECT count(*) FROM game_rounds r WHERE r.user_id = u.id AND r.game = 'slot')`), 'slot spins ≠ slot rounds').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM (SELECT spun_at - lag(spun_at) OVER (PARTITION BY user_id ORDER BY spun_at) AS gap FROM slot_spins WHERE kind = 'free') g WHERE gap < interval '24 hours'`), 'two free spins within 24 h').toBe(0);
    expect(await count(`SELECT count(*) AS n FROM jackpot_pools WHERE pool_nano < 0`)).toBe(0);
    const settledRounds = await count(`SELECT count(*) AS n FROM game_rounds WHERE status <> 'active'`);

    // Every answer a user got is in the database: nothing acknowledged was lost with the process.
    const ids = (rows: { [k: string]: string }[], key: string) => rows.map((r) => r[key]!);
    expect(await count(`SELECT count(*) AS n FROM mining_sessions WHERE id = ANY($1::uuid[])`, [ids(acknowledged.sessions, 'sessionId')])).toBe(new Set(ids(acknowledged.sessions, 'sessionId')).size);
    const claimsFound = await count(
      `SELECT count(*) AS n FROM unnest($1::uuid[], $2::bigint[], $3::bigint[]) AS a(user_id, claimed, balance)
       WHERE EXISTS (SELECT 1 FROM ledger l WHERE l.user_id = a.user_id AND l.kind = 'mining_claim' AND l.amount_nano = a.claimed AND l.balance_after_nano = a.balance)`,
      [ids(acknowledged.claims, 'userId'), ids(acknowledged.claims, 'claimed'), ids(acknowledged.claims, 'balance')],
    );
    expect(claimsFound, 'acknowledged claims in the ledger').toBe(acknowledged.claims.length);
    const redemptionsFound = await count(
      `SELECT count(*) AS n FROM unnest($1::uuid[], $2::text[]) AS a(user_id, code) WHERE EXISTS (SELECT 1 FROM bonus_code_usages u WHERE u.user_id = a.user_id AND u.code = a.code)`,
      [ids(acknowledged.redemptions, 'userId'), ids(acknowledged.redemptions, 'code')],
    );
    expect(redemptionsFound, 'acknowledged redemptions').toBe(acknowledged.redemptions.length);
    const finishedAcks = acknowledged.rounds.filter((r) => r.status !== 'active');
    const roundsFound = await count(
      `SELECT count(*) AS n FROM unnest($1::uuid[], $2::text[]) AS a(id, status) WHERE EXISTS (SELECT 1 FROM game_rounds r WHERE r.id = a.id AND r.status = a.status)`,
      [ids(finishedAcks, 'roundId'), ids(finishedAcks, 'status')],
    );
    expect(roundsFound, 'acknowledged finished rounds').toBe(finishedAcks.length);
    expect(await count(`SELECT count(*) AS n FROM game_rounds WHERE id = ANY($1::uuid[])`, [ids(acknowledged.rounds, 'roundId')])).toBe(new Set(ids(acknowledged.rounds, 'roundId')).size);

    // eslint-disable-next-line no-console -- these figures are what this test reports
    console.log(`database checked: ${await count('SELECT count(*) AS n FROM ledger')} ledger rows, ${closedSessions} closed sessions, ${settledRounds} settled rounds, ${rareUses}/${CODES.rare.maxUses} uses of the scarce code, ${(Number(await count('SELECT coalesce(sum(balance_nano), 0) AS n FROM users')) / Number(NANO_PER_FRE)).toFixed(0)} FRE held`);
  }, 120_000);
});
