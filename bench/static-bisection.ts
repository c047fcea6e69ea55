/**
 * Where the static answer's CPU goes between a bare node:http server and the production process
 * (docs/performance.md, "The static answer's gap"): the bare reference, then processes that each add
 * one thing the production process has (bench/support/static-step-server.ts), then the production
 * server itself, all answering GET /tonconnect-manifest.json under the same load. Rounds alternate
 * every process; the figure is each one's CPU per answer (µs, median of the rounds), which a busy
 * host disturbs less than requests per second.
 *   node --import tsx bench/static-bisection.ts   (BENCH_ROUNDS=4, BENCH_SECONDS=3; BENCH_STEPS=plain,als to pick)
 */
import { fork } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createMiningPlayer, median, ROOT, startProductionServer, withProductionServer } from './support/production-server.ts';
import { cpuSecondsOf, systemSecondsOf } from './support/process-cpu.ts';
import { CHEAP_BOT_CHALLENGE } from '../apps/server/test/solved-challenge.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const STEPS = (process.env.BENCH_STEPS ?? 'plain,fastify,options,als,modules,app,jobs').split(',');
const MINING = process.env.BENCH_MINING === '1';
const PRODUCTION_PORT = 3240;
const PG_PORT = 54349;

interface Target {
  name: string;
  url: string;
  pid: number;
  stop(): void;
}

/** A step's process, run as the server is (node with tsx). */
async function started(name: string, port: number, env: NodeJS.ProcessEnv): Promise<Target> {
  const child = fork(path.join(ROOT, 'bench', 'support', 'static-step-server.ts'), [name, String(port)], { execArgv: ['--import', 'tsx'], stdio: 'inherit', env: { ...process.env, ...env } });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
  return { name, url: `http://127.0.0.1:${port}/tonconnect-manifest.json`, pid: child.pid!, stop: () => void child.kill() };
}

interface Run {
  micros: number;
  /** The part of `micros` spent in the kernel (the socket's read and write above all). */
  systemMicros: number;
  perSecond: number;
}

/** CPU seconds of each thread of `pid`, summed by the thread's name (node's main thread, libuv's pool, V8's workers). */
async function threadSeconds(pid: number): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  for (const tid of await readdir(`/proc/${pid}/task`).catch(() => [])) {
    const text = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => null);
    if (!text) continue;
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    byName.set(name, (byName.get(name) ?? 0) + (Number(fields[11]) + Number(fields[12])) / 100);
  }
  return byName;
}

const threadMicros = new Map<string, Map<string, number[]>>();

async function cpuPerAnswer(target: Target, seconds: number): Promise<Run> {
  const threadsBefore = await threadSeconds(target.pid);
  const [before, systemBefore] = [await cpuSecondsOf(target.pid), await systemSecondsOf(target.pid)];
  const result = await autocannon({ url: target.url, connections: 32, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const answers = result.requests.total;
  const threadsAfter = await threadSeconds(target.pid);
  const perThread = threadMicros.get(target.name) ?? new Map<string, number[]>();
  threadMicros.set(target.name, perThread);
  for (const [name, after] of threadsAfter) perThread.set(name, [...(perThread.get(name) ?? []), (after - (threadsBefore.get(name) ?? 0)) * 1e6 / answers]);
  return { micros: ((await cpuSecondsOf(target.pid)) - before) * 1e6 / answers, systemMicros: ((await systemSecondsOf(target.pid)) - systemBefore) * 1e6 / answers, perSecond: result.requests.average };
}

const load = () => os.loadavg()[0]!.toFixed(1);

await withProductionServer({ port: PRODUCTION_PORT, pgPort: PG_PORT, dataDir: '.tmp/bench-static-bisection', env: { ...CHEAP_BOT_CHALLENGE, RATE_LIMIT_PER_MINUTE: '100000000' } }, async (server) => {
  const production: Target = { name: 'production', url: `http://127.0.0.1:${PRODUCTION_PORT}/tonconnect-manifest.json`, pid: server.pid, stop: () => undefined };
  const body = await (await fetch(production.url)).text();
  // The steps run as the production server does: the same configuration from the environment.
  const password = (await readFile(path.join(server.dataDir, 'postgres.secret'), 'utf8')).trim();
  const env = { NODE_ENV: 'production', APP_URL: server.url, LOG_LEVEL: 'warn', DATABASE_URL: `postgres://postgres:${password}@127.0.0.1:${PG_PORT}/fre` };
  const targets = [await startedBare(body)];
  for (const [index, step] of STEPS.entries()) targets.push(await started(step, 3242 + index, env));
  targets.push(production);
  // The production process on the same database as the steps: no embedded PostgreSQL of its own.
  const external = await startProductionServer({ port: PRODUCTION_PORT + 20, pgPort: PG_PORT, dataDir: '.tmp/bench-static-bisection-external', env: { ...CHEAP_BOT_CHALLENGE, RATE_LIMIT_PER_MINUTE: '100000000', DATABASE_URL: env.DATABASE_URL } });
  targets.push({ name: 'production, DATABASE_URL', url: `http://127.0.0.1:${PRODUCTION_PORT + 20}/tonconnect-manifest.json`, pid: external.pid, stop: () => void external.stop() });
  try {
    // Both production processes have served writes (a sign-up, a mining start) and hold a player.
    const players = [await createMiningPlayer(server, 'bisection'), await createMiningPlayer({ ...external, url: `http://localhost:${PRODUCTION_PORT + 20}` }, 'bisection')];
    for (const target of targets) await cpuPerAnswer(target, 2); // warm-up
    const figures = new Map(targets.map((target) => [target.name, [] as Run[]]));
    const loads: string[] = [load()];
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of targets) {
        // BENCH_MINING=1: as in bench:api, the production processes serve GET /api/mining before each static round.
        const player = target.name === 'production' ? players[0] : target.name === 'production, DATABASE_URL' ? players[1] : undefined;
        if (MINING && player) await autocannon({ url: target.url.replace('/tonconnect-manifest.json', '/api/mining'), connections: 32, duration: SECONDS, headers: { cookie: player.cookie } });
        figures.get(target.name)!.push(await cpuPerAnswer(target, SECONDS));
      }
      loads.push(load());
    }
    const bare = median(figures.get('bare')!.map((run) => run.micros));
    console.table(targets.map((target) => {
      const runs = figures.get(target.name)!;
      const micros = median(runs.map((run) => run.micros));
      return { process: target.name, 'CPU µs per answer': micros.toFixed(1), 'of which kernel': median(runs.map((run) => run.systemMicros)).toFixed(1), rounds: runs.map((run) => run.micros.toFixed(1)).join(' '), 'bare / this': (bare / micros).toFixed(2), 'answers/s': median(runs.map((run) => run.perSecond)).toFixed(0) };
    }));
    for (const [name, threads] of threadMicros) {
      console.log(`${name}: ${[...threads].filter(([, runs]) => median(runs) >= 0.05).map(([thread, runs]) => `${thread} ${median(runs).toFixed(2)}`).join(', ')} µs per answer by thread`);
    }
    console.log(`load average (1 min) at the start and after each round: ${loads.join(' → ')}`);
    return true;
  } finally {
    for (const target of targets) target.stop();
  }
});

/** The bare reference of bench/api.ts (bare-server.mjs: port, then body). */
async function startedBare(body: string): Promise<Target> {
  const child = fork(path.join(ROOT, 'bench', 'support', 'bare-server.mjs'), ['3241', body], { stdio: 'inherit' });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return { name: 'bare', url: 'http://127.0.0.1:3241/tonconnect-manifest.json', pid: child.pid!, stop: () => void child.kill() };
}
