/**
 * Database cost at 10,000 and at 1,000,000 users (issue: proof — performance budgets).
 * Generates a realistic user base (accounts, logins, mining sessions, ledger, referrals) in its
 * own embedded PostgreSQL, then calls the app's real services and repositories through a
 * Database that EXPLAINs (ANALYZE, BUFFERS) each statement they send. For every statement of the
 * leaderboard, the admin overview and stats pages, the admin user search, the referral counts and
 * the dashboard reads: the plan's scans, the shared buffers touched at both sizes and their ratio
 * (budget ≤ 1.5, no Seq Scan on a large table). Exits 1 when a statement misses its budget.
 *   npm run bench:scale            (first run: a few minutes of generation; stored in .tmp/bench-scale-db)
 *   npm run bench:scale -- --fresh (regenerate)   BENCH_SMALL / BENCH_LARGE change the two sizes
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { PAGE } from '@fre/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createDatabase, type Database } from '../apps/server/src/db/pool.ts';
import { hashToken } from '../apps/server/src/lib/tokens.ts';
import { overviewCounts } from '../apps/server/src/modules/admin-overview/admin-overview.repository.ts';
import { createAdminUsersService } from '../apps/server/src/modules/admin-users/admin-users.service.ts';
import { encodeCursor } from '../apps/server/src/db/keyset-page.ts';
import { findSessionUsers } from '../apps/server/src/modules/account/sign-in/auth.repository.ts';
import { createHealthService } from '../apps/server/src/modules/health/health.service.ts';
import { createLeaderboardService } from '../apps/server/src/modules/leaderboard/leaderboard.service.ts';
import { createMiningService } from '../apps/server/src/modules/mining/mining.service.ts';
import { createReferralsService } from '../apps/server/src/modules/referrals/referrals.service.ts';
import { createStatsService } from '../apps/server/src/modules/stats/stats.service.ts';
import { createTransparencyService } from '../apps/server/src/modules/transparency/transparency.service.ts';
import { createWithdrawalsService } from '../apps/server/src/modules/withdrawals/withdrawals.service.ts';
import type { UserRow } from '../apps/server/src/modules/users/user-row.ts';
import { findUserById } from '../apps/server/src/modules/users/users.repository.ts';
import { BENCH_NOW, GENERATED_TABLES, GENERATOR_VERSION, benchToken, generateUsers } from './support/scale-data.ts';
import { explainingDatabase, summarise, type PlanSummary, type RecordedPlan } from './support/scale-plans.ts';

const SMALL = Number(process.env.BENCH_SMALL ?? 10_000);
const LARGE = Number(process.env.BENCH_LARGE ?? 1_000_000);
const FRESH = process.argv.includes('--fresh');
/** `--only=leaderboard` (a family name) measures that family alone. */
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const RATIO_BUDGET = 1.5;
/** A Seq Scan is a failure on a table with at least this many rows at the large size. */
const LARGE_TABLE_ROWS = 50_000;
const PASSES = 3;

const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(line);

// ---------------------------------------------------------------------------------------------
// The two databases: scale_<small>, then scale_<large> grown from a copy of it.

/** Tables the stats job rewrites: vacuumed before measuring, as autovacuum keeps them. */
const JOB_TABLES = ['mining_stats_hourly', 'stats_snapshots', 'leaderboard_rank_steps'];

/**
 * The job's tables as in production: a day of snapshots at most (the bench's clock stands still,
 * so the job's own clean-up never drops any) and no bloat left by the bench's rebuilds.
 */
async function compactJobTables(db: Database): Promise<void> {
  await db.query('DELETE FROM stats_snapshots WHERE id <= (SELECT max(id) FROM stats_snapshots) - 288');
  for (const table of JOB_TABLES) await db.query(`VACUUM (FULL, ANALYZE) ${table}`);
}

/**
 * The bench's own cluster, with the memory of a database server rather than a laptop default:
 * it makes the generation several times faster (its indexes stay in memory) and changes no
 * figure measured (buffers are counted whether they were in memory or read).
 */
async function startServer(): Promise<EmbeddedPostgresHandle> {
  const options = { dataDir: path.join(root, '.tmp', 'bench-scale-db'), port: 54341, fast: true, log };
  const server = await startEmbeddedPostgres(options);
  const settings = { shared_buffers: '1GB', max_wal_size: '8GB', checkpoint_timeout: '30min' };
  const current = await adminQuery<{ name: string; setting: string; unit: string | null }>(server, 'SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1)', [Object.keys(settings)]);
  const applied = current.some((row) => row.name === 'shared_buffers' && Number(row.setting) * 8 >= 1024 * 1024);
  if (applied || !server.owned) return server;
  for (const [name, value] of Object.entries(settings)) await adminQuery(server, `ALTER SYSTEM SET ${name} = '${value}'`);
  await server.stop();
  return startEmbeddedPostgres(options);
}

interface Meta {
  version: number;
  users: number;
  generatedSeconds: number;
  generatedAt: string;
}

async function adminQuery<T extends pg.QueryResultRow>(server: EmbeddedPostgresHandle, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

async function readMeta(server: EmbeddedPostgresHandle, name: string): Promise<Meta | null> {
  const exists = await adminQuery(server, 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!exists.length) return null;
  const client = new pg.Client({ connectionString: server.urlFor(name) });
  await client.connect();
  try {
    const rows = await client.query<{ value: Meta }>("SELECT value FROM bench_meta WHERE key = 'generated'").catch(() => ({ rows: [] }));
    return rows.rows[0]?.value ?? null;
  } finally {
    await client.end();
  }
}

const silentLog = new Proxy({}, { get: (_target, key) => (key === 'child' ? () => silentLog : () => undefined) }) as FastifyBaseLogger;

function contextFor(db: Database): AppContext {
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://bench', LOG_LEVEL: 'silent', FRE_DATA_DIR: path.join(root, '.tmp', 'bench-scale-data') });
  return { config, db, clock: { now: () => new Date(BENCH_NOW) }, mailer: { send: async () => undefined }, log: silentLog };
}

/** Rebuilds the hourly rollup and the snapshot from scratch, as the stats job would have kept them. */
async function rebuildStats(db: Database): Promise<void> {
  await db.query('TRUNCATE mining_stats_hourly, stats_snapshots');
  await createStatsService(contextFor(db)).refresh();
}

/** Opens scale_<size>, generating (or growing from `template`) what is missing. */
async function prepare(server: EmbeddedPostgresHandle, size: number, template: string | null): Promise<{ db: Database; meta: Meta; reused: boolean }> {
  const name = `scale_${size}`;
  let meta = FRESH ? null : await readMeta(server, name);
  const reused = meta !== null && meta.version === GENERATOR_VERSION && meta.users === size;
  if (!reused) {
    await adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(server, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  }
  const db = createDatabase(server.urlFor(name), { max: 6 });
  const opened = Date.now();
  const applied = await migrate(db);
  if (reused) {
    if (applied.length) {
      log(`${name}: applied ${applied.join(', ')} to the stored data in ${((Date.now() - opened) / 1000).toFixed(1)} s`);
      for (const table of GENERATED_TABLES) await db.query(`VACUUM (ANALYZE) ${table}`);
    }
    // What the stats job keeps (rollup, snapshot, rank steps) is as fresh as in production.
    await createStatsService(contextFor(db)).refresh();
    await compactJobTables(db);
    return { db, meta: meta!, reused };
  }
  await db.query('CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value jsonb NOT NULL)');
  const have = Number((await db.query<{ n: bigint }>('SELECT count(*) AS n FROM users')).rows[0]!.n);
  log(`${name}: generating users ${have + 1}…${size}`);
  const started = Date.now();
  const client = await db.pool.connect();
  try {
    await generateUsers(client, have, size, log);
  } finally {
    client.release();
  }
  // The data went in without triggers: the figures they keep are recounted as the migration does.
  let at = Date.now();
  await db.query('SELECT rebuild_user_figures()');
  log(`  maintained figures (rebuild_user_figures): ${((Date.now() - at) / 1000).toFixed(1)} s`);
  at = Date.now();
  await rebuildStats(db);
  log(`  stats rollup and snapshot (the stats job, from scratch): ${((Date.now() - at) / 1000).toFixed(1)} s`);
  at = Date.now();
  for (const table of GENERATED_TABLES) await db.query(`VACUUM (ANALYZE) ${table}`);
  await compactJobTables(db);
  log(`  VACUUM ANALYZE: ${((Date.now() - at) / 1000).toFixed(1)} s`);
  meta = { version: GENERATOR_VERSION, users: size, generatedSeconds: Math.round((Date.now() - started) / 100) / 10, generatedAt: new Date().toISOString() };
  await db.query("INSERT INTO bench_meta (key, value) VALUES ('generated', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", [JSON.stringify(meta)]);
  log(`${name}: ${size - have} users generated in ${meta.generatedSeconds} s`);
  return { db, meta, reused };
}

// ---------------------------------------------------------------------------------------------
// The people measured: the same two users at both sizes (they are among the first SMALL users).

interface Subject {
  i: number;
  id: string;
  referrals: number;
}

async function chooseSubjects(db: Database): Promise<{ typical: Subject; referrer: Subject }> {
  // A verified user mining right now, referred by someone, with a few referrals of their own.
  const typical = await db.query<{ i: number; id: string; referrals: bigint }>(
    `SELECT i, u.id, (SELECT count(*) FROM users r WHERE r.referred_by = u.id) AS referrals
     FROM generate_series($1::int / 2, $1::int) AS i JOIN users u ON u.id = md5('fre-bench-user-' || i)::uuid
     WHERE u.email_verified AND u.banned_at IS NULL AND u.referred_by IS NOT NULL
       AND EXISTS (SELECT 1 FROM mining_sessions s WHERE s.user_id = u.id AND s.active AND s.end_time > $2)
       AND (SELECT count(*) FROM users r WHERE r.referred_by = u.id) BETWEEN 2 AND 5
     ORDER BY i LIMIT 1`,
    [SMALL, BENCH_NOW],
  );
  // The user with the most referrals.
  const referrer = await db.query<{ i: number; id: string; referrals: bigint }>(
    `SELECT i, u.id, n AS referrals FROM (SELECT referred_by, count(*) AS n FROM users WHERE referred_by IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1) top
     JOIN users u ON u.id = top.referred_by JOIN generate_series(1, $1::int) AS i ON md5('fre-bench-user-' || i)::uuid = u.id`,
    [SMALL],
  );
  const pick = (row: { i: number; id: string; referrals: bigint } | undefined): Subject => {
    if (!row) throw new Error('scale bench: no user fits; is the database generated?');
    return { i: row.i, id: row.id, referrals: Number(row.referrals) };
  };
  return { typical: pick(typical.rows[0]), referrer: pick(referrer.rows[0]) };
}

// ---------------------------------------------------------------------------------------------
// What the app runs, per page or call.

interface Scene {
  /** The app's context on the explaining database. */
  ctx: AppContext;
  /** The same without EXPLAIN, to get somewhere without measuring the way there. */
  raw: AppContext;
  typical: UserRow;
  referrer: UserRow;
  subjects: { typical: Subject; referrer: Subject };
}

interface Step {
  family: string;
  step: string;
  /** Background jobs are reported, not judged: they scan by design, away from requests. */
  job?: boolean;
  run(scene: Scene): Promise<unknown>;
}

const dashboard = async (scene: Scene, subject: Subject) => {
  const [found] = await findSessionUsers(scene.ctx.db, [{ tokenHash: hashToken(benchToken(subject.i)), now: scene.ctx.clock.now() }]);
  if (!found) throw new Error(`scale bench: no login for user ${subject.i}`);
  return found.user;
};

const STEPS: Step[] = [
  { family: 'leaderboard', step: 'GET /api/leaderboard (typical user)', run: (s) => createLeaderboardService(s.ctx).board(s.typical) },
  { family: 'leaderboard', step: 'GET /api/leaderboard (top referrer)', run: (s) => createLeaderboardService(s.ctx).board(s.referrer) },
  {
    family: 'admin stats', step: 'GET /api/admin/overview',
    run: (s) => Promise.all([overviewCounts(s.ctx.db), createStatsService(s.ctx).current(), createHealthService(s.ctx).report().then((report) => report.services)]),
  },
  {
    family: 'admin stats', step: 'GET /api/admin/stats?days=30',
    run: async (s) => {
      const stats = createStatsService(s.ctx);
      return { stats: await stats.current(), series: await stats.series(30) };
    },
  },
  { family: 'admin stats', step: 'stats job (refresh)', job: true, run: (s) => createStatsService(s.ctx).refresh() },
  // The public figures and rules (docs/decisions/063): counters, buckets and partial indexes, never a scan of players.
  { family: 'transparency', step: 'GET /api/transparency', run: (s) => createTransparencyService(s.ctx, createWithdrawalsService(s.ctx)).current() },
  { family: 'transparency', step: 'GET /api/transparency/payouts', run: (s) => createTransparencyService(s.ctx, createWithdrawalsService(s.ctx)).payouts({ limit: 20 }) },
  { family: 'transparency', step: 'GET /api/transparency/changes', run: (s) => createTransparencyService(s.ctx, createWithdrawalsService(s.ctx)).changes({ limit: 20 }) },
  {
    family: 'admin users', step: 'search: email prefix (up to @)',
    run: (s) => {
      // The seeded players all signed up by email; one made in Telegram would have none to search.
      if (s.typical.email === null) throw new Error('the typical player has no email address');
      return createAdminUsersService(s.ctx).search(`${s.typical.email.split('@')[0]}@`, { cursor: undefined, limit: 25 });
    },
  },
  { family: 'admin users', step: 'search: nickname prefix', run: (s) => createAdminUsersService(s.ctx).search(s.typical.nickname.slice(0, -1), { cursor: undefined, limit: 25 }) },
  { family: 'admin users', step: 'search: common first name', run: (s) => createAdminUsersService(s.ctx).search('lucas', { cursor: undefined, limit: 25 }) },
  { family: 'admin users', step: 'search: referral code', run: (s) => createAdminUsersService(s.ctx).search(s.typical.referral_code.toLowerCase(), { cursor: undefined, limit: 25 }) },
  { family: 'admin users', step: 'list: first page', run: (s) => createAdminUsersService(s.ctx).search(undefined, { cursor: undefined, limit: 25 }) },
  {
    family: 'admin users', step: 'list: next page (keyset)',
    run: async (s) => {
      const first = await createAdminUsersService(s.raw).search(undefined, { cursor: undefined, limit: 25 });
      return createAdminUsersService(s.ctx).search(undefined, { cursor: first.nextCursor ?? undefined, limit: 25 });
    },
  },
  { family: 'admin users', step: 'list: deep page (keyset)', run: (s) => createAdminUsersService(s.ctx).search(undefined, { cursor: encodeCursor([s.typical.created_at.toISOString().replace('Z', '000Z'), s.typical.id]), limit: 25 }) },
  { family: 'admin users', step: 'user detail (typical user)', run: (s) => createAdminUsersService(s.ctx).detail(actorOf(s), s.typical.id) },
  { family: 'admin users', step: 'user detail (top referrer)', run: (s) => createAdminUsersService(s.ctx).detail(actorOf(s), s.referrer.id) },
  { family: 'referrals', step: 'GET /api/referrals (typical user)', run: (s) => createReferralsService(s.ctx).state(s.typical, { limit: PAGE.defaultLimit }) },
  { family: 'referrals', step: 'GET /api/referrals (top referrer)', run: (s) => createReferralsService(s.ctx).state(s.referrer, { limit: PAGE.defaultLimit }) },
  { family: 'dashboard', step: 'GET /api/me (typical user)', run: (s) => dashboard(s, s.subjects.typical) },
  {
    family: 'dashboard', step: 'GET /api/mining (typical user)',
    run: async (s) => createMiningService(s.ctx).state(await dashboard(s, s.subjects.typical)),
  },
  {
    family: 'dashboard', step: 'GET /api/mining (top referrer)',
    run: async (s) => createMiningService(s.ctx).state(await dashboard(s, s.subjects.referrer)),
  },
];

const actorOf = (s: Scene) => ({ user: s.typical, sessionId: '00000000-0000-0000-0000-000000000000', ip: '127.0.0.1' });

interface Measure {
  key: string;
  family: string;
  step: string;
  source: string;
  job: boolean;
  text: string;
  summary: PlanSummary;
  executionMs: number;
}

async function measure(db: Database, subjects: { typical: Subject; referrer: Subject }): Promise<Map<string, Measure>> {
  const results = new Map<string, Measure>();
  for (const step of STEPS.filter((candidate) => !ONLY || candidate.family === ONLY)) {
    for (let pass = 0; pass <= PASSES; pass++) {
      const recorded: RecordedPlan[] = [];
      const explaining = explainingDatabase(db, (plan) => recorded.push(plan));
      const ctx = contextFor(explaining);
      const [typical, referrer] = await Promise.all([findUserById(db, subjects.typical.id), findUserById(db, subjects.referrer.id)]);
      await step.run({ ctx, raw: contextFor(db), typical: typical!, referrer: referrer!, subjects });
      if (pass === 0) continue; // warm-up
      // Statements run in parallel finish in any order: a source that sends several is told apart by its text.
      const texts = new Map<string, string[]>();
      for (const plan of recorded) texts.set(plan.source, [...new Set([...(texts.get(plan.source) ?? []), plan.text])].sort());
      for (const plan of recorded) {
        const same = texts.get(plan.source)!;
        const key = `${step.step} | ${plan.source}${same.length > 1 ? ` #${same.indexOf(plan.text) + 1}` : ''}`;
        const previous = results.get(key);
        const executionMs = Math.min(previous?.executionMs ?? Infinity, plan.executionMs);
        results.set(key, { key, family: step.family, step: step.step, source: key.split(' | ')[1]!, job: step.job ?? false, text: plan.text, summary: summarise(plan.root), executionMs });
      }
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------

async function tableRows(db: Database): Promise<Map<string, number>> {
  const result = await db.query<{ relname: string; n: number }>("SELECT relname, reltuples::float8 AS n FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace");
  return new Map(result.rows.map((row) => [row.relname, row.n]));
}

const SHORT: Record<string, string> = { 'Index Scan': 'Idx', 'Index Only Scan': 'IdxOnly', 'Bitmap Index Scan': 'BmpIdx', 'Bitmap Heap Scan': 'BmpHeap', 'Seq Scan': 'SEQ' };

function scans(summary: PlanSummary): string {
  const parts = summary.nodes.filter((node) => /Scan/.test(node)).map((node) => {
    const [type, ...target] = Object.keys(SHORT).reduce<[string, string]>((found, long) => (node.startsWith(`${long} `) ? [SHORT[long]!, node.slice(long.length + 1)] : found), [node, '']);
    return target[0] ? `${type} ${target[0]}` : type;
  });
  return parts.length ? parts.join(', ') : summary.nodes.join(', ');
}

const server = await startServer();
let failed = false;
try {
  const small = await prepare(server, SMALL, null);
  const subjects = await chooseSubjects(small.db);
  log(`measured users: typical #${subjects.typical.i} (${subjects.typical.referrals} referrals), top referrer #${subjects.referrer.i} (${subjects.referrer.referrals} referrals at ${SMALL})`);
  const atSmall = await measure(small.db, subjects);
  await small.db.close();

  const large = await prepare(server, LARGE, `scale_${SMALL}`);
  const referrerNow = await large.db.query<{ n: bigint }>('SELECT count(*) AS n FROM users WHERE referred_by = $1', [subjects.referrer.id]);
  log(`top referrer #${subjects.referrer.i} has ${referrerNow.rows[0]!.n} referrals at ${LARGE}`);
  const atLarge = await measure(large.db, subjects);
  const rows = await tableRows(large.db);
  await large.db.close();

  const report = [...atLarge.values()].map((big) => {
    const little = atSmall.get(big.key);
    const ratio = little && little.summary.buffers > 0 ? big.summary.buffers / little.summary.buffers : null;
    const bigSeqScans = big.summary.seqScans.filter((scan) => (rows.get(scan.table) ?? 0) >= LARGE_TABLE_ROWS);
    // A B-tree one level deeper costs one more page per descent: that is log(n), not n.
    const extra = little ? big.summary.buffers - little.summary.buffers : 0;
    const deeper = ratio !== null && ratio > RATIO_BUDGET && extra <= big.summary.descents;
    const problems = [
      ...bigSeqScans.map((scan) => `Seq Scan on ${scan.table}`),
      ...(ratio !== null && ratio > RATIO_BUDGET && !deeper ? [`buffers ×${ratio.toFixed(2)}`] : []),
      ...(little ? [] : [`not run at ${SMALL}`]),
    ];
    return {
      family: big.family, step: big.step, statement: big.source, job: big.job,
      plan: scans(big.summary), nodes: big.summary.nodes, seqScans: big.summary.seqScans, scansLarge: big.summary.scans, scansSmall: little?.summary.scans ?? null,
      buffersSmall: little?.summary.buffers ?? null, buffersLarge: big.summary.buffers, ratio,
      msSmall: little?.executionMs ?? null, msLarge: big.executionMs,
      descents: big.summary.descents, deeper,
      result: problems.length === 0 ? 'pass' : big.job ? 'info' : 'FAIL', problems, sql: big.text.replace(/\s+/g, ' ').trim(),
    };
  });
  failed = report.some((row) => row.result === 'FAIL');

  const header = ['family', 'step', 'statement', 'plan (scans at 1M)', `buf ${SMALL / 1000}k`, `buf ${LARGE / 1000}k`, 'ratio', 'ms', 'result'];
  const lines = report.map((row) => [
    row.family, row.step, row.statement, row.plan, String(row.buffersSmall ?? '-'), String(row.buffersLarge),
    row.ratio === null ? '-' : row.ratio.toFixed(2), row.msLarge.toFixed(2),
    row.result === 'pass' ? (row.deeper ? `pass (+${row.buffersLarge - row.buffersSmall!} ≤ ${row.descents} descents)` : 'pass') : `${row.result}: ${row.problems.join('; ')}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => Math.min(line[column]!.length, column === 3 ? 90 : 60))));
  const print = (cells: string[]) => log(cells.map((cell, column) => (column >= 4 && column <= 7 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | '));
  print(header);
  log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) print(line);

  const out = path.join(root, '.tmp', 'bench', 'scale.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify({
    measuredAt: new Date().toISOString(), sizes: { small: SMALL, large: LARGE }, budget: { ratio: RATIO_BUDGET, seqScanTableRows: LARGE_TABLE_ROWS },
    generation: { small: { ...small.meta, reused: small.reused }, large: { ...large.meta, reused: large.reused } },
    subjects: { ...subjects, referrerReferralsAtLarge: Number(referrerNow.rows[0]!.n) },
    tableRowsAtLarge: Object.fromEntries(rows),
    // One line per statement for `npm run bench`'s summary.
    figures: report.filter((row) => !row.job).map((row) => ({
      figure: `${row.step} · ${row.statement}`,
      value: `${row.buffersSmall ?? '-'} → ${row.buffersLarge} buffers${row.ratio === null ? '' : ` (×${row.ratio.toFixed(2)})`}`,
      target: `≤ ×${RATIO_BUDGET}, no Seq Scan`,
      ok: row.result === 'pass',
    })),
    rows: report,
  }, null, 2)}\n`);
  log(`\n${report.filter((row) => row.result === 'FAIL').length} of ${report.filter((row) => !row.job).length} statements over budget; details in ${path.relative(root, out)}`);
} finally {
  await server.stop();
}
// Explicit: the embedded PostgreSQL's exit hook would otherwise end the process with 0.
process.exit(failed ? 1 : 0);
