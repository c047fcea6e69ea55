/**
 * An open-model ramp: players arrive at a fixed mean rate (Poisson arrivals, whatever the answers'
 * speed, as real visitors do), in steps of rising rate run back to back. Each step is measured
 * after a warm-up, once the visits of its rate overlap as they will for as long as it lasts:
 * latencies of the requests sent in that window, the CPU each process used in it, and the pool
 * waits sampled during it. The ramp stops after a step far over the target or with errors.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadPlayer } from './load-data.ts';
import { clientErrorDetail, latencyRows, type LatencyRow, type Sample } from './load-stats.ts';
import { visit, type VisitOptions } from './load-visit.ts';
import { hostCpuSeconds } from './process-cpu.ts';
import type { PoolWaits, PoolWaitsSampler } from './pool-waits.ts';
import type { StatementSampler, StatementStats } from './load-statements.ts';

export interface CpuCounter {
  label: string;
  /** CPU seconds used so far. */
  seconds(): Promise<number>;
}

export interface RampOptions {
  rates: number[];
  stepSeconds: number;
  warmupSeconds: number;
  players: LoadPlayer[];
  visit: Omit<VisitOptions, 'record'>;
  cpu: CpuCounter[];
  samplePoolWaits(): Promise<PoolWaitsSampler>;
  /** PostgreSQL's statements over the measured window (load-statements.ts). */
  sampleStatements(): Promise<StatementSampler>;
  /** The step passes when p95 is under it with no 5xx and no failed request. */
  targetP95Ms: number;
  /** The ramp stops after a step whose p95 is over this. */
  stopAboveP95Ms: number;
  log(line: string): void;
}

export interface StepResult {
  rate: number;
  /** Visits that arrived in the measured window, per second. */
  arrivalsPerSecond: number;
  requestsPerSecond: number;
  all: LatencyRow;
  byKind: LatencyRow[];
  clientErrors: string[];
  /** Cores used on average in the window, per process label, the load generator and `host` (every process on the machine). */
  cores: Record<string, number>;
  poolWaits: PoolWaits;
  /** What PostgreSQL executed and planned in the window, the costliest statements first. */
  statements: StatementStats;
  passed: boolean;
}

interface CpuSnapshot {
  at: number;
  seconds: Record<string, number>;
}

async function cpuSnapshot(counters: CpuCounter[]): Promise<CpuSnapshot> {
  const values = await Promise.all(counters.map((counter) => counter.seconds()));
  const host = await hostCpuSeconds();
  const own = process.cpuUsage();
  const seconds = { ...Object.fromEntries(counters.map((counter, i) => [counter.label, values[i]!])), 'load generator': (own.user + own.system) / 1e6, host: host.busy };
  return { at: performance.now(), seconds };
}

/** Cores used on average between two snapshots, per label. */
function coresBetween(before: CpuSnapshot, after: CpuSnapshot): Record<string, number> {
  const seconds = (after.at - before.at) / 1000;
  return Object.fromEntries(Object.keys(after.seconds).map((label) => [label, Math.round(((after.seconds[label]! - before.seconds[label]!) / seconds) * 100) / 100]));
}

/** Exponential gap of a Poisson arrival process of `rate` per second, in ms. */
const nextGapMs = (rate: number) => (-Math.log(1 - Math.random()) / rate) * 1000;

export async function runRamp(options: RampOptions): Promise<StepResult[]> {
  const results: StepResult[] = [];
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  let nextPlayer = 0;
  let wrapped = false;
  const arrivals: number[] = [];
  const record: VisitOptions['record'] = (kind, answer) => samples.push({ kind, sentAt: performance.now() - answer.ms, ms: answer.ms, status: answer.status });
  const startVisit = () => {
    if (nextPlayer === options.players.length) {
      nextPlayer = 0;
      if (!wrapped) options.log('  (every player has visited once: players visit again, and their Start may be refused)');
      wrapped = true;
    }
    const player = options.players[nextPlayer++]!;
    arrivals.push(performance.now());
    const running = visit({ ...options.visit, record }, player).catch((error: unknown) => options.log(`  visit failed: ${String(error)}`));
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  };

  for (const rate of options.rates) {
    const stepStart = performance.now();
    const windowStart = stepStart + options.warmupSeconds * 1000;
    const stepEnd = stepStart + options.stepSeconds * 1000;
    let measuring: Promise<[CpuSnapshot, PoolWaitsSampler, StatementSampler]> | null = null;
    const measure = () => Promise.all([cpuSnapshot(options.cpu), options.samplePoolWaits(), options.sampleStatements()]);
    for (let at = stepStart + nextGapMs(rate); at < stepEnd; at += nextGapMs(rate)) {
      if (!measuring && at >= windowStart) measuring = measure();
      const wait = at - performance.now();
      if (wait > 1) await sleep(wait);
      startVisit();
    }
    const delay = stepEnd - performance.now();
    if (delay > 0) await sleep(delay);
    measuring ??= measure();
    const [before, sampler, statementSampler] = await measuring;
    const [after, poolWaits, statements] = await Promise.all([cpuSnapshot(options.cpu), sampler.stop(), statementSampler.stop()]);
    const windowSeconds = (stepEnd - windowStart) / 1000;
    const inWindow = samples.filter((s) => s.sentAt >= windowStart && s.sentAt < stepEnd);
    const { all, byKind } = latencyRows(inWindow);
    const cores = coresBetween(before, after);
    const passed = all.p95 < options.targetP95Ms && all.serverErrors === 0 && all.failed === 0;
    const result: StepResult = {
      rate,
      arrivalsPerSecond: Math.round((arrivals.filter((t) => t >= windowStart && t < stepEnd).length / windowSeconds) * 10) / 10,
      requestsPerSecond: Math.round(inWindow.length / windowSeconds),
      all,
      byKind,
      clientErrors: clientErrorDetail(inWindow),
      cores,
      poolWaits,
      statements: { ...statements, rows: statements.rows.slice(0, 40) },
      passed,
    };
    results.push(result);
    options.log(`  ${rate} players/s: ${result.requestsPerSecond} requests/s, p50 ${all.p50} ms, p95 ${all.p95} ms, p99 ${all.p99} ms, 5xx ${all.serverErrors}, failed ${all.failed}, 4xx ${all.clientErrors} — ${passed ? 'pass' : 'over'}`);
    if (all.p95 >= options.stopAboveP95Ms || all.serverErrors > 0 || all.failed > 0) {
      options.log(`  the ramp stops here (p95 at or over ${options.stopAboveP95Ms} ms, or errors)`);
      break;
    }
  }
  // Visits still running finish before the next configuration starts (they are not measured).
  await Promise.all(inFlight);
  return results;
}

/** The highest rate of the steps that all passed up to it (0 when the first one did not). */
export function sustainedRate(results: StepResult[]): number {
  let sustained = 0;
  for (const result of results) {
    if (!result.passed) break;
    sustained = result.rate;
  }
  return sustained;
}
