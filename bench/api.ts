/**
 * API throughput as a ratio to references measured in the same run, so the figure means the same
 * on a slow or a busy machine. The server under test is the real production process
 * (apps/server/src/main.ts); the references are bare node:http processes: one answers the static
 * JSON's body and does nothing else (bare-server.mjs), the other answers GET /api/mining with the
 * same SQL as the route and no framework (same-sql-server.ts), so that ratio is what Fastify, the
 * hooks and the serialisation cost. autocannon loads them all from this process on 127.0.0.1.
 * After a warm-up, rounds alternate reference and product; medians are reported.
 *   npm run bench:api        (BENCH_ROUNDS=5, BENCH_SECONDS=5)
 */
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createMiningPlayer, median, ROOT, withProductionServer, writeSummary, type Player, type ProductionServer } from './support/production-server.ts';
import { cpuSecondsOf } from './support/process-cpu.ts';
import { CHEAP_BOT_CHALLENGE } from '../apps/server/test/solved-challenge.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BARE_PORT = 3221;
const SAME_SQL_PORT = 3222;
const PG_PORT = 54347;

// The product's limits would turn a load test into a test of the limiter.
process.env.RATE_LIMIT_PER_MINUTE = '100000000';
process.env.AUTH_RATE_LIMIT_PER_MINUTE = '1000000';

async function requestsPerSecond(url: string, options: { cookie?: string; seconds?: number } = {}): Promise<number> {
  return (await measured(url, options)).perSecond;
}

/** Requests per second, and with `pid` the CPU that process spent per request (µs), which a busy host disturbs less. */
async function measured(url: string, options: { cookie?: string; seconds?: number; pid?: number } = {}): Promise<{ perSecond: number; cpuMicros: number }> {
  const cpuBefore = options.pid ? await cpuSecondsOf(options.pid) : 0;
  const result = await autocannon({ url, connections: 32, duration: options.seconds ?? SECONDS, headers: options.cookie ? { cookie: options.cookie } : {} });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const cpuMicros = options.pid ? ((await cpuSecondsOf(options.pid)) - cpuBefore) * 1e6 / result.requests.total : 0;
  return { perSecond: result.requests.average, cpuMicros };
}

async function startBareServer(body: string): Promise<{ url: string; pid: number; stop(): void }> {
  const child = fork(path.join(ROOT, 'bench', 'support', 'bare-server.mjs'), [String(BARE_PORT), body], { stdio: 'inherit' });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return { url: `http://127.0.0.1:${BARE_PORT}/`, pid: child.pid!, stop: () => child.kill() };
}

/** The same-SQL reference on the server's own database, run the way the server is (node with tsx). */
async function startSameSqlServer(server: ProductionServer): Promise<{ url: string; pid: number; stop(): void }> {
  // The embedded PostgreSQL's password, kept in the data folder (embedded-postgres.ts).
  const password = (await readFile(path.join(server.dataDir, 'postgres.secret'), 'utf8')).trim();
  const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${PG_PORT}/fre`;
  const child = fork(path.join(ROOT, 'bench', 'support', 'same-sql-server.ts'), [String(SAME_SQL_PORT), databaseUrl], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return { url: `http://127.0.0.1:${SAME_SQL_PORT}/api/mining`, pid: child.pid!, stop: () => child.kill() };
}

/** Field names in order, with each value's type: what a client reads from an answer. */
function shapeOf(value: unknown): string {
  if (value === null || typeof value !== 'object') return typeof value;
  return `{${Object.entries(value).map(([key, inner]) => `${key}:${shapeOf(inner)}`).join(',')}}`;
}

/** Before timing: the reference answers the player with the route's fields, and a body of about its size. */
async function assertSameAnswer(miningUrl: string, referenceUrl: string, cookie: string): Promise<void> {
  const [product, reference] = await Promise.all([miningUrl, referenceUrl].map(async (url) => (await fetch(url, { headers: { cookie } })).text()));
  // Earnings and times move between the two reads: a few characters of length may differ.
  if (shapeOf(JSON.parse(product!)) !== shapeOf(JSON.parse(reference!)) || Math.abs(product!.length - reference!.length) > 8) {
    throw new Error(`the same-SQL reference does not answer what the route does:\n${product}\n${reference}`);
  }
}

/** Stop + start cycles per second (each stop credits the session through one ledger row), `players.length` in parallel. */
async function cyclesPerSecond(server: ProductionServer, players: Player[]): Promise<number> {
  const deadline = Date.now() + SECONDS * 1000;
  let done = 0;
  const post = async (player: Player, route: string) => {
    const response = await fetch(server.url + route, { method: 'POST', headers: { cookie: player.cookie, origin: server.url } });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  };
  await Promise.all(players.map(async (player) => {
    while (Date.now() < deadline) {
      await post(player, '/api/mining/stop');
      await post(player, '/api/mining/start');
      done += 1;
    }
  }));
  return done / SECONDS;
}

// Sign-ups are this bench's setup, not what it measures: cheap bot challenges (decision 021).
await withProductionServer({ port: 3220, pgPort: PG_PORT, dataDir: '.tmp/bench-api', env: CHEAP_BOT_CHALLENGE }, async (server) => {
  const staticUrl = `${server.url.replace('localhost', '127.0.0.1')}/tonconnect-manifest.json`;
  const miningUrl = `${server.url.replace('localhost', '127.0.0.1')}/api/mining`;
  const bare = await startBareServer(await (await fetch(staticUrl)).text());
  const sameSql = await startSameSqlServer(server);
  try {
    const player = await createMiningPlayer(server, 'bench');
    await assertSameAnswer(miningUrl, sameSql.url, player.cookie);
    for (const url of [bare.url, staticUrl, sameSql.url, miningUrl]) await requestsPerSecond(url, { cookie: player.cookie, seconds: 2 }); // warm-up
    const staticRatio: number[] = [];
    const miningRatio: number[] = [];
    const miningToBare: number[] = [];
    const referenceCpu: number[] = [];
    const miningCpu: number[] = [];
    const bareCpu: number[] = [];
    const staticCpu: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const bareRun = await measured(bare.url, { pid: bare.pid });
      const base = bareRun.perSecond;
      const staticRun = await measured(staticUrl, { pid: server.pid });
      staticRatio.push(staticRun.perSecond / base);
      bareCpu.push(bareRun.cpuMicros);
      staticCpu.push(staticRun.cpuMicros);
      const reference = await measured(sameSql.url, { cookie: player.cookie, pid: sameSql.pid });
      const mining = await measured(miningUrl, { cookie: player.cookie, pid: server.pid });
      miningRatio.push(mining.perSecond / reference.perSecond);
      miningToBare.push(mining.perSecond / base);
      referenceCpu.push(reference.cpuMicros);
      miningCpu.push(mining.cpuMicros);
    }

    const eight: Player[] = [];
    for (let i = 0; i < 8; i++) eight.push(await createMiningPlayer(server, `cycle${i}`));
    const one: number[] = [];
    const many: number[] = [];
    for (let round = 0; round < Math.max(3, Math.ceil(ROUNDS / 2)); round++) {
      one.push(await cyclesPerSecond(server, eight.slice(0, 1)));
      many.push(await cyclesPerSecond(server, eight));
    }
    const scaling = median(many) / median(one);

    const figures = [
      { figure: 'static JSON route vs bare node:http', value: `${median(staticRatio).toFixed(2)}×`, target: '≥ 0.90×', ok: median(staticRatio) >= 0.9 },
      { figure: 'authenticated GET /api/mining vs the same SQL on node:http', value: `${median(miningRatio).toFixed(2)}×`, target: '≥ 0.80×', ok: median(miningRatio) >= 0.8 },
      { figure: 'authenticated GET /api/mining vs bare node:http (no SQL)', value: `${median(miningToBare).toFixed(2)}×`, target: '—', ok: true },
      { figure: 'CPU per static JSON answer: the server / bare node:http', value: `${median(staticCpu).toFixed(1)} / ${median(bareCpu).toFixed(1)} µs (${(median(bareCpu) / median(staticCpu)).toFixed(2)}×)`, target: '—', ok: true },
      { figure: 'CPU per GET /api/mining: the server / the same-SQL reference', value: `${median(miningCpu).toFixed(0)} / ${median(referenceCpu).toFixed(0)} µs (${(median(referenceCpu) / median(miningCpu)).toFixed(2)}×)`, target: '—', ok: true },
      { figure: 'stop+start cycles/s, 1 user', value: median(one).toFixed(0), target: '—', ok: true },
      { figure: 'stop+start cycles/s, 8 users', value: `${median(many).toFixed(0)} (${scaling.toFixed(2)}× one)`, target: '≥ 1.5× one', ok: scaling >= 1.5 },
    ];
    console.table(figures.map((row) => ({ ...row, ok: row.ok ? 'pass' : 'FAIL' })));
    // Ratios tolerate a busy machine, not an overloaded one: the load average goes with each figure.
    const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
    console.log(`load average: ${load}`);
    await writeSummary('api', { rounds: ROUNDS, seconds: SECONDS, load, staticRatio, miningRatio, miningToBare, bareCpu, staticCpu, miningCpu, referenceCpu, one, many, figures });
    return figures.every((row) => row.ok);
  } finally {
    bare.stop();
    sameSql.stop();
  }
});
