/**
 * Read replicas for real (issue 16, docs/decisions/018): Debian's PostgreSQL 15 primary, a
 * streaming standby made by pg_basebackup, one PgBouncer (transaction mode) in front of each, and
 * two production instances with DATABASE_URL on the primary's pooler and DATABASE_READ_URL on
 * the standby's. Checks that the mining journey works, that leaderboard reads are executed on the
 * standby (counted by its pg_stat_statements) and not on the primary, that a standby whose replay
 * is paused is skipped once it lags past the bound, that with the standby stopped every page
 * still answers and it is used again once back, and that a restart of the primary's pooler gives
 * players "try again" (503), never a 500.
 *   npm run bench:replica
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startPgBouncer, type PgBouncer } from '../apps/server/test/pgbouncer.ts';
import { CHEAP_BOT_CHALLENGE } from '../apps/server/test/solved-challenge.ts';
import { ensureDebianPostgres, initCluster, makeWorkDir, runTool, startCluster, CLUSTER_PASSWORD, type RunningCluster } from './support/debian-postgres.ts';
import { ROOT, createMiningPlayer, ensureWebBuild, startProductionServer, writeSummary, type Player, type ProductionServer } from './support/production-server.ts';
import { ensureDebianPackage } from '../scripts/ensure-debian-package.mjs';

const PORTS = { primary: 57401, standby: 57402, primaryPooler: 57411, standbyPooler: 57412, instances: [57421, 57422] } as const;
const MAX_LAG_MS = 1_000;

interface Check {
  check: string;
  expected: string;
  seen: string;
  ok: boolean;
}
const results: Check[] = [];
function record(check: string, expected: string, seen: string, ok = expected === seen): void {
  results.push({ check, expected, seen, ok });
  console.log(`${ok ? '✔' : '✘'} ${check}: ${seen}${ok ? '' : ` (expected ${expected})`}`);
}

/** Calls of the leaderboard's two statements (top ten, own rank) a server has executed (its own pg_stat_statements). */
async function leaderboardCalls(cluster: RunningCluster): Promise<number> {
  const rows = await cluster.query<{ calls: string }>(
    `SELECT coalesce(sum(calls), 0)::text AS calls FROM pg_stat_statements WHERE (query LIKE 'WITH above AS%' OR query LIKE '%rank() OVER (ORDER BY total_mined_nano DESC)%') AND query NOT LIKE '%pg_stat_statements%'`,
    [],
    'fre',
  );
  return Number(rows[0]!.calls);
}

async function get(instance: ProductionServer, route: string, player?: Player): Promise<number> {
  const response = await fetch(instance.url + route, { headers: player ? { cookie: player.cookie } : {} });
  await response.arrayBuffer();
  return response.status;
}

async function replicaState(instance: ProductionServer): Promise<{ state: string; lagMs: number | null }> {
  const health = (await (await fetch(`${instance.url}/api/health`)).json()) as { replica: { state: string; lagMs: number | null } };
  return health.replica;
}

async function waitForState(instances: ProductionServer[], state: string, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const states = await Promise.all(instances.map(replicaState));
    if (states.every((s) => s.state === state)) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`the instances did not see the replica ${state} within ${timeoutMs} ms`);
}

const PLAYER_ROUTES = ['/api/me', '/api/mining', '/api/leaderboard', '/api/stats', '/api/referrals', '/api/settings', '/api/contest', '/api/ledger', '/api/games/limits', '/api/shop', '/api/notifications', '/api/messages', '/api/withdrawals', '/api/kyc', '/api/health'];
const PAGES = ['/dashboard', '/group', '/leaderboard', '/game', '/shop', '/profile'];

async function everyPage(instances: ProductionServer[], player: Player): Promise<string> {
  const failures: string[] = [];
  for (const instance of instances) {
    for (const route of [...PLAYER_ROUTES, ...PAGES]) {
      const status = await get(instance, route, player);
      if (status !== 200) failures.push(`${route} ${status}`);
    }
  }
  return failures.length === 0 ? `${(PLAYER_ROUTES.length + PAGES.length) * instances.length} answers, all 200` : failures.join(', ');
}

async function main(): Promise<boolean> {
  ensureDebianPostgres();
  ensureDebianPackage('/usr/sbin/pgbouncer', ['pgbouncer']);
  ensureWebBuild();
  const work = await makeWorkDir('fre-bench-replica');
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const primaryDir = path.join(work, 'primary');
    await initCluster(primaryDir, { shared_preload_libraries: "'pg_stat_statements'", wal_level: 'replica', max_wal_senders: '5', hot_standby: 'on' });
    const primary = await startCluster(primaryDir, PORTS.primary);
    stops.push(() => primary.stop());
    await primary.query('CREATE DATABASE fre');
    await primary.query('CREATE EXTENSION pg_stat_statements', [], 'fre');

    const standbyDir = path.join(work, 'standby');
    const backup = await runTool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(PORTS.primary), '-U', 'postgres', '-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast'], { asOwner: true, env: { PGPASSWORD: CLUSTER_PASSWORD } });
    if (backup.code !== 0) throw new Error(`pg_basebackup failed: ${backup.stderr}`);
    let standby = await startCluster(standbyDir, PORTS.standby);
    stops.push(() => standby.stop());
    const recovering = await standby.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r');
    record('standby made by pg_basebackup is streaming', 'in recovery', recovering[0]!.r ? 'in recovery' : 'not in recovery');

    const poolerOptions = (cluster: RunningCluster, port: number, name: string) => ({ serverUrl: cluster.url('fre'), port, dir: path.join('/tmp', `fre-bench-replica-pgbouncer-${name}`), poolSize: 10 });
    const primaryPoolerOptions = poolerOptions(primary, PORTS.primaryPooler, 'primary');
    const pools: PgBouncer[] = [];
    for (const options of [primaryPoolerOptions, poolerOptions(standby, PORTS.standbyPooler, 'standby')]) {
      const pooler = await startPgBouncer(options);
      pools.push(pooler);
      stops.push(() => pooler.stop());
    }
    const instances: ProductionServer[] = [];
    for (const [index, port] of PORTS.instances.entries()) {
      const instance = await startProductionServer({
        port,
        pgPort: 57430, // unused: DATABASE_URL is set
        dataDir: `.tmp/bench-replica/instance-${index}`,
        env: { DATABASE_URL: pools[0]!.urlFor('fre'), DATABASE_READ_URL: pools[1]!.urlFor('fre'), DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS), RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...CHEAP_BOT_CHALLENGE },
      });
      instances.push(instance);
      stops.push(() => instance.stop());
    }
    const [a, b] = instances as [ProductionServer, ProductionServer];
    await waitForState(instances, 'in_use');
    record('both instances read from the standby', 'in_use, in_use', (await Promise.all(instances.map(replicaState))).map((s) => s.state).join(', '));

    // The mining journey, across the two instances: what a player writes is read back at once.
    const player = await createMiningPlayer(a, 'replica');
    const mining = (await (await fetch(`${b.url}/api/mining`, { headers: { cookie: player.cookie } })).json()) as { session: { active: boolean } | null };
    record('a session started on one instance is running on the other', 'active', mining.session?.active ? 'active' : 'none');
    const stopped = await fetch(`${b.url}/api/mining/stop`, { method: 'POST', headers: { cookie: player.cookie, origin: b.url } });
    const me = (await (await fetch(`${a.url}/api/me`, { headers: { cookie: player.cookie } })).json()) as { user: { balance: string } };
    record('stop credits the session; the balance is read back at once (primary)', '200, balance > 0', `${stopped.status}, balance ${BigInt(me.user.balance) > 0n ? '> 0' : me.user.balance}`);
    await fetch(`${a.url}/api/mining/start`, { method: 'POST', headers: { cookie: player.cookie, origin: a.url } });

    // Leaderboard reads: executed on the standby, not on the primary.
    const before = { standby: await leaderboardCalls(standby), primary: await leaderboardCalls(primary) };
    const READS = 200;
    const statuses = await Promise.all(Array.from({ length: READS }, (_, i) => get(instances[i % 2]!, '/api/leaderboard', player)));
    const onStandby = (await leaderboardCalls(standby)) - before.standby;
    const onPrimary = (await leaderboardCalls(primary)) - before.primary;
    record(`${READS} leaderboard reads answered`, `${READS} × 200`, `${statuses.filter((s) => s === 200).length} × 200`);
    record('leaderboard statements executed on the standby (pg_stat_statements)', `≥ ${READS}`, String(onStandby), onStandby >= READS);
    record('leaderboard statements executed on the primary meanwhile', '0', String(onPrimary));

    // A standby that stops replaying is skipped once it lags past the bound.
    await standby.query('SELECT pg_wal_replay_pause()');
    const lagging = Date.now();
    const writer = setInterval(() => void fetch(`${a.url}/api/mining`, { headers: { cookie: player.cookie } }), 200);
    await primary.query('CREATE TABLE IF NOT EXISTS bench_heartbeat (at timestamptz)', [], 'fre');
    const heartbeat = setInterval(() => void primary.query('INSERT INTO bench_heartbeat VALUES (now())', [], 'fre').catch(() => undefined), 200);
    await waitForState(instances, 'lagging');
    clearInterval(heartbeat);
    clearInterval(writer);
    const lagSeen = (await replicaState(a)).lagMs;
    record(`replay paused: the instances stop reading the standby (bound ${MAX_LAG_MS} ms)`, 'lagging', `lagging after ${Date.now() - lagging} ms (lag ${lagSeen} ms)`, true);
    const beforeLag = await leaderboardCalls(primary);
    const lagStatuses = await Promise.all(Array.from({ length: 20 }, (_, i) => get(instances[i % 2]!, '/api/leaderboard', player)));
    const lagOnPrimary = (await leaderboardCalls(primary)) - beforeLag;
    record('while it lags, leaderboard reads answer, executed on the primary', '20 × 200, ≥ 20 on the primary', `${lagStatuses.filter((s) => s === 200).length} × 200, ${lagOnPrimary} on the primary`, lagStatuses.every((s) => s === 200) && lagOnPrimary >= 20);
    await standby.query('SELECT pg_wal_replay_resume()');
    record('replay resumed: the standby is read again', 'in_use', `in_use after ${await waitForState(instances, 'in_use')} ms`, true);

    // The standby stops: every page still answers (from the primary), then it comes back.
    await standby.stop();
    const pages = await everyPage(instances, player);
    record('standby stopped: every page and player API answers', 'all 200', pages, pages.endsWith('all 200'));
    const down = await Promise.all(instances.map(replicaState));
    record('…and /api/health says where reads go', 'down, down', down.map((s) => s.state).join(', '));
    standby = await startCluster(standbyDir, PORTS.standby);
    record('standby back: the instances read from it again', 'in_use', `in_use after ${await waitForState(instances, 'in_use', 60_000)} ms`, true);

    // The primary's pooler restarts under reads: players get "try again" (503), never a 500.
    const reads = (count: number) => Promise.all(Array.from({ length: count }, (_, i) => get(instances[i % 2]!, i % 2 ? '/api/mining' : '/api/me', player)));
    await pools[0]!.stop();
    const whileDown = await reads(40);
    pools[0] = await startPgBouncer(primaryPoolerOptions);
    stops.push(() => pools[0]!.stop());
    let afterRestart = await reads(40);
    for (let attempt = 0; attempt < 20 && !afterRestart.every((status) => status === 200); attempt++) {
      await sleep(250);
      afterRestart = await reads(40);
    }
    const tally = (statuses: number[]) => [...new Set(statuses)].sort().map((status) => `${statuses.filter((x) => x === status).length} × ${status}`).join(', ');
    record('primary pooler stopped: dashboard reads answer 503 database_unavailable, no 500', 'no 500', tally(whileDown), !whileDown.includes(500) && whileDown.every((status) => status === 503 || status === 200));
    record('primary pooler started again: the same reads answer 200', '40 × 200', tally(afterRestart));
  } finally {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
  }
  const ok = results.every((result) => result.ok);
  await writeSummary('replica', { figures: results.map((r) => ({ figure: r.check, value: r.seen, target: r.expected, ok: r.ok })) });
  console.table(results.map(({ check, expected, seen, ok: pass }) => ({ check, expected, seen, result: pass ? 'pass' : 'FAIL' })));
  return ok;
}

process.chdir(ROOT);
main().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
