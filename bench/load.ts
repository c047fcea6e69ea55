/**
 * Daily players under a rising arrival rate (issue 16): each virtual player opens the app, claims
 * and starts mining, watches the dashboard, opens the group page and the leaderboard, redeems a
 * bonus code and plays a keno round (bench/support/load-visit.ts). Players arrive at a fixed rate
 * that rises in steps; each step reports p50/p95/p99 per request kind, the answers that were not
 * 2xx, the CPU of each process, the pool waits and what PostgreSQL executed and planned per visit
 * (pg_stat_statements, bench/support/load-statements.ts). The figures: the highest rate sustained
 * with p95 under 200 ms and no 5xx, through nginx → 2 instances → PgBouncer → PostgreSQL, compared
 * in the same run with one instance straight on PostgreSQL; and PostgreSQL's time and CPU per
 * visit over direct's, for the two instances behind the pooler and for one instance behind it
 * (`pooled-1`: the pooler's own cost, without the second instance's smaller batches; the issue's
 * target of at most 1.1× is judged on that one, docs/decisions/085). `pooled-1` runs last and only
 * up to the rate `direct` sustained, the rates its ratio is read at.
 *   npm run bench:load
 * Knobs: BENCH_LOAD_RATES=2,4,8 (players/s), BENCH_LOAD_STEP_SECONDS, BENCH_LOAD_WARMUP_SECONDS,
 * BENCH_LOAD_CONFIGS=pooled,direct,pooled-1, BENCH_LOAD_POOL_SIZE (PgBouncer server connections),
 * BENCH_LOAD_DASHBOARD_READS, BENCH_LOAD_USERS (generated users; default: enough for the ramp).
 */
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { LOAD_NOW, prepareLoadDatabase, type LoadPlayer } from './support/load-data.ts';
import { runRamp, sustainedRate, type StepResult } from './support/load-ramp.ts';
import { createLoadClient } from './support/load-client.ts';
import { ensureTopologyPackages, startDirect, startPooled, startPooledOne, type Topology, type TopologyOptions } from './support/load-topology.ts';
import { samplePoolWaits } from './support/pool-waits.ts';
import { STATEMENT_SETTINGS, enableStatementStats, sampleStatements, settleDatabase } from './support/load-statements.ts';
import { ROOT, ensureWebBuild, writeSummary } from './support/production-server.ts';

const numbers = (value: string | undefined, fallback: number[]) => (value ? value.split(',').map(Number) : fallback);
const RATES = numbers(process.env.BENCH_LOAD_RATES, [8, 24, 40, 48, 56, 64, 80, 96]);
const STEP_SECONDS = Number(process.env.BENCH_LOAD_STEP_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 12);
const CONFIGS = (process.env.BENCH_LOAD_CONFIGS ?? 'pooled,direct,pooled-1').split(',') as Topology['name'][];
const POOL_SIZE = Number(process.env.BENCH_LOAD_POOL_SIZE ?? 20);
const DASHBOARD_READS = Number(process.env.BENCH_LOAD_DASHBOARD_READS ?? 5);
const TARGET_P95_MS = 200;
/** PostgreSQL's time (execution + planning) and CPU per visit, one instance through the pooler over direct. */
const TARGET_POOLED_RATIO = 1.1;
/** The first step over the target ends the ramp: the figure is known, and the next ones would only queue more. */
const STOP_ABOVE_P95_MS = TARGET_P95_MS;
/** Every visit needs a player who has not visited yet in its configuration (yesterday's session to claim). */
const USERS = Number(process.env.BENCH_LOAD_USERS ?? Math.max(10_000, Math.ceil((RATES.reduce((sum, rate) => sum + rate, 0) * STEP_SECONDS * CONFIGS.length * 1.2) / 0.85)));
const PORTS = { postgres: 56432, pooler: 56433, front: 56440, instances: [56441, 56442, 56443], metrics: [56451, 56452, 56453] } as const;
const DATA_DIR = '.tmp/bench-load';
const log = (line: string) => console.log(line);

ensureTopologyPackages();
ensureWebBuild();
const started = Date.now();
const postgres = await startEmbeddedPostgres({ dataDir: path.join(ROOT, DATA_DIR), port: PORTS.postgres, settings: STATEMENT_SETTINGS, log });
const interrupt = () => void postgres.stop().finally(() => process.exit(130));
process.once('SIGINT', interrupt);

interface ConfigResult {
  topology: Topology['name'];
  description: string;
  steps: StepResult[];
  sustained: number;
}
const results: ConfigResult[] = [];
try {
  const codes = CONFIGS.map((name) => `LOAD${name.replace('-', '').toUpperCase()}`);
  const players = await prepareLoadDatabase(postgres.adminUrl, postgres.urlFor('fre'), { users: USERS, codes, log });
  await enableStatementStats(postgres.adminUrl);
  const options: TopologyOptions = {
    ports: PORTS,
    dataDir: DATA_DIR,
    databaseUrl: postgres.urlFor('fre'),
    postgresDataDir: path.join(ROOT, DATA_DIR),
    poolSize: POOL_SIZE,
    clockOffsetMs: LOAD_NOW.getTime() - Date.now(),
  };
  for (const [index, name] of CONFIGS.entries()) {
    const start = { pooled: startPooled, 'pooled-1': startPooledOne, direct: startDirect }[name];
    const direct = results.find((r) => r.topology === 'direct');
    // Its ratio is read where direct passed: steps beyond would only lengthen the run.
    const rates = name === 'pooled-1' && direct ? RATES.filter((rate) => rate <= Math.max(direct.sustained, RATES[0]!)) : RATES;
    await settleDatabase(postgres.urlFor('fre'));
    const topology = await start(options);
    log(`\n${name}: ${topology.description}; steps of ${STEP_SECONDS} s (measured after ${WARMUP_SECONDS} s)`);
    const client = createLoadClient(topology.url);
    try {
      // Each configuration has players of its own: every visit finds yesterday's session.
      const own: LoadPlayer[] = players.filter((_, i) => i % CONFIGS.length === index);
      const steps = await runRamp({
        rates,
        stepSeconds: STEP_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        players: own,
        visit: { client, origin: topology.url, bonusCode: codes[index]!, dashboardReads: DASHBOARD_READS, pollMs: 2_000, thinkMs: 500 },
        cpu: topology.cpu,
        samplePoolWaits: () => samplePoolWaits({ metricsUrls: topology.metricsUrls, poolerAdminUrl: topology.poolerAdminUrl, database: 'fre', intervalMs: 1_000 }),
        sampleStatements: () => sampleStatements(postgres.adminUrl, 'fre'),
        targetP95Ms: TARGET_P95_MS,
        stopAboveP95Ms: STOP_ABOVE_P95_MS,
        log,
      });
      results.push({ topology: name, description: topology.description, steps, sustained: sustainedRate(steps) });
    } finally {
      client.close();
      await topology.stop();
    }
  }
} finally {
  process.off('SIGINT', interrupt);
  await postgres.stop();
}

// ── Report ──────────────────────────────────────────────────────────────────────────────────
const fixed = (value: number | null, digits = 1) => (value === null ? '—' : value.toFixed(digits));
const visitsIn = (step: StepResult) => step.arrivalsPerSecond * (STEP_SECONDS - WARMUP_SECONDS);
const perVisit = (step: StepResult, value: number) => Math.round((value / visitsIn(step)) * 100) / 100;
/** PostgreSQL's execution + planning ms and its processes' CPU ms, per visit. */
const postgresPerVisit = (step: StepResult) => ({
  timeMs: (step.statements.execMs + step.statements.planMs) / visitsIn(step),
  cpuMs: ((step.cores.postgres ?? NaN) / step.arrivalsPerSecond) * 1000,
});
for (const result of results) {
  console.log(`\n━━ ${result.topology}: ${result.description} ━━`);
  console.table(result.steps.map((step) => ({
    'players/s': step.rate,
    'arrived/s': step.arrivalsPerSecond,
    'requests/s': step.requestsPerSecond,
    'p50 ms': step.all.p50,
    'p95 ms': step.all.p95,
    'p99 ms': step.all.p99,
    '5xx': step.all.serverErrors,
    failed: step.all.failed,
    '4xx': step.all.clientErrors,
    'p95 < 200 ms': step.passed ? 'pass' : 'over',
  })));
  console.log('CPU (cores, average over each measured window) and pool waits:');
  console.table(result.steps.map((step) => ({
    'players/s': step.rate,
    ...step.cores,
    'app pool waiting (mean/max)': `${fixed(step.poolWaits.appWaitingMean)} / ${step.poolWaits.appWaitingMax}`,
    'app connections in use': fixed(step.poolWaits.appInUseMean),
    'pgbouncer cl_waiting (mean/max)': step.poolWaits.poolerWaitingMean === null ? '—' : `${fixed(step.poolWaits.poolerWaitingMean)} / ${step.poolWaits.poolerWaitingMax}`,
    'pgbouncer maxwait ms': fixed(step.poolWaits.poolerMaxWaitMs, 0),
    'pgbouncer sv_active': fixed(step.poolWaits.poolerServersActiveMean),
  })));
  // What one visit costs each process: the figure that carries to other machines (docs/operations.md).
  console.log('CPU per visit (ms), cores divided by the arrival rate:');
  console.table(result.steps.map((step) => ({
    'players/s': step.rate,
    ...Object.fromEntries(Object.entries(step.cores).filter(([label]) => label !== 'host').map(([label, cores]) => [label, Math.round((cores / step.arrivalsPerSecond) * 10_000) / 10])),
    'requests per visit': Math.round((step.requestsPerSecond / step.arrivalsPerSecond) * 10) / 10,
  })));
  console.log('PostgreSQL per visit (pg_stat_statements over each measured window):');
  console.table(result.steps.map((step) => ({
    'players/s': step.rate,
    statements: perVisit(step, step.statements.calls),
    'exec ms': perVisit(step, step.statements.execMs),
    'plan ms': perVisit(step, step.statements.planMs),
    'exec + plan ms': perVisit(step, step.statements.execMs + step.statements.planMs),
    'CPU ms': Math.round(postgresPerVisit(step).cpuMs * 10) / 10,
  })));
  const last = result.steps.at(-1);
  if (last) {
    console.log(`Top statements at ${last.rate} players/s, per visit:`);
    console.table(last.statements.rows.slice(0, 15).map((row) => ({
      calls: perVisit(last, row.calls),
      'exec ms': perVisit(last, row.execMs),
      'plan ms': perVisit(last, row.planMs),
      statement: row.query.length > 110 ? `${row.query.slice(0, 109)}…` : row.query,
    })));
  }
  console.log('p50 / p95 / p99 (ms) per request kind and step:');
  const kinds = [...new Set(result.steps.flatMap((step) => step.byKind.map((row) => row.kind)))];
  console.table(kinds.map((kind) => ({
    kind,
    ...Object.fromEntries(result.steps.map((step) => {
      const row = step.byKind.find((r) => r.kind === kind);
      return [`${step.rate}/s`, row ? `${Math.round(row.p50)} / ${Math.round(row.p95)} / ${Math.round(row.p99)}` : '—'];
    })),
  })));
  const unexpected = [...new Set(result.steps.flatMap((step) => step.clientErrors))];
  if (unexpected.length > 0) console.log(`4xx seen: ${unexpected.join(', ')}`);
}

const serverErrors = results.reduce((sum, r) => sum + r.steps.reduce((s, step) => s + step.all.serverErrors, 0), 0);
/**
 * A pooled set-up over direct at the highest rate both sustained (else the highest both ran): per
 * visit, the same work should cost PostgreSQL the same whichever way the app reaches it.
 */
function overDirect(name: Topology['name']): { name: Topology['name']; rate: number; time: number; cpu: number } | null {
  const pooled = results.find((r) => r.topology === name);
  const direct = results.find((r) => r.topology === 'direct');
  if (!pooled || !direct) return null;
  const both = pooled.steps.flatMap((p) => {
    const d = direct.steps.find((step) => step.rate === p.rate);
    return d ? [{ p, d }] : [];
  });
  const pair = both.filter(({ p, d }) => p.passed && d.passed).at(-1) ?? both.at(-1);
  if (!pair) return null;
  const [p, d] = [postgresPerVisit(pair.p), postgresPerVisit(pair.d)];
  return { name, rate: pair.p.rate, time: Math.round((p.timeMs / d.timeMs) * 100) / 100, cpu: Math.round((p.cpuMs / d.cpuMs) * 100) / 100 };
}
// The target is the pooler's (one instance each side); two instances behind it are shown beside, not judged.
const ratios = (['pooled-1', 'pooled'] as const).flatMap((name) => overDirect(name) ?? []);
const figures = [
  ...results.map((r) => ({ figure: `players/s sustained with p95 < ${TARGET_P95_MS} ms: ${r.description}`, value: r.sustained, target: '—', ok: true })),
  ...ratios.flatMap((ratio) => {
    const judged = ratio.name === 'pooled-1';
    const target = judged ? `≤ ${TARGET_POOLED_RATIO}` : '—';
    return [
      { figure: `PostgreSQL exec + plan ms per visit, ${ratio.name} ÷ direct (${ratio.rate} players/s)`, value: ratio.time, target, ok: !judged || ratio.time <= TARGET_POOLED_RATIO },
      { figure: `PostgreSQL CPU per visit, ${ratio.name} ÷ direct (${ratio.rate} players/s)`, value: ratio.cpu, target, ok: !judged || ratio.cpu <= TARGET_POOLED_RATIO },
    ];
  }),
  { figure: '5xx answers over every step', value: serverErrors, target: '0', ok: serverErrors === 0 },
];
console.log('');
console.table(figures.map((f) => ({ ...f, ok: f.ok ? 'pass' : 'FAIL' })));
const machine = `${os.cpus().length} vCPU (${os.cpus()[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Linux ${os.release()}, Node.js ${process.versions.node}`;
const file = await writeSummary('load', {
  date: new Date().toISOString(),
  machine,
  minutes: Math.round((Date.now() - started) / 6_000) / 10,
  users: USERS,
  rates: RATES,
  stepSeconds: STEP_SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  dashboardReads: DASHBOARD_READS,
  poolSize: POOL_SIZE,
  results,
  figures,
});
console.log(`${machine}; ${((Date.now() - started) / 60_000).toFixed(1)} min; details in ${path.relative(ROOT, file)}`);
process.exit(figures.every((f) => f.ok) ? 0 : 1);
