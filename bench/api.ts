/**
 * API throughput as a ratio to a bare node:http server measured in the same run, so the figure
 * means the same on a slow or a busy machine. The server under test is the real production
 * process (apps/server/src/main.ts) and the reference a bare node:http process; autocannon loads
 * both from this process on 127.0.0.1. After a warm-up, rounds alternate A/B; medians are reported.
 *   npm run bench:api        (BENCH_ROUNDS=5, BENCH_SECONDS=5)
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { createMiningPlayer, median, ROOT, withProductionServer, writeSummary, type Player, type ProductionServer } from './support/production-server.ts';
import { CHEAP_BOT_CHALLENGE } from '../apps/server/test/solved-challenge.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BARE_PORT = 3221;

// The product's limits would turn a load test into a test of the limiter.
process.env.RATE_LIMIT_PER_MINUTE = '100000000';
process.env.AUTH_RATE_LIMIT_PER_MINUTE = '1000000';

async function requestsPerSecond(url: string, options: { cookie?: string; seconds?: number } = {}): Promise<number> {
  const result = await autocannon({ url, connections: 32, duration: options.seconds ?? SECONDS, headers: options.cookie ? { cookie: options.cookie } : {} });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

async function startBareServer(body: string): Promise<{ url: string; stop(): void }> {
  const child = fork(path.join(ROOT, 'bench', 'support', 'bare-server.mjs'), [String(BARE_PORT), body], { stdio: 'inherit' });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return { url: `http://127.0.0.1:${BARE_PORT}/`, stop: () => child.kill() };
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
await withProductionServer({ port: 3220, pgPort: 54347, dataDir: '.tmp/bench-api', env: CHEAP_BOT_CHALLENGE }, async (server) => {
  const staticUrl = `${server.url.replace('localhost', '127.0.0.1')}/tonconnect-manifest.json`;
  const miningUrl = `${server.url.replace('localhost', '127.0.0.1')}/api/mining`;
  const bare = await startBareServer(await (await fetch(staticUrl)).text());
  try {
    const player = await createMiningPlayer(server, 'bench');
    for (const url of [bare.url, staticUrl, miningUrl]) await requestsPerSecond(url, { cookie: player.cookie, seconds: 2 }); // warm-up
    const staticRatio: number[] = [];
    const miningRatio: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const base = await requestsPerSecond(bare.url);
      staticRatio.push((await requestsPerSecond(staticUrl)) / base);
      miningRatio.push((await requestsPerSecond(miningUrl, { cookie: player.cookie })) / base);
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
      { figure: 'static JSON route vs bare node:http', value: `${median(staticRatio).toFixed(2)}×`, target: '≥ 0.80×', ok: median(staticRatio) >= 0.8 },
      { figure: 'authenticated GET /api/mining vs bare node:http', value: `${median(miningRatio).toFixed(2)}×`, target: '≥ 0.25×', ok: median(miningRatio) >= 0.25 },
      { figure: 'stop+start cycles/s, 1 user', value: median(one).toFixed(0), target: '—', ok: true },
      { figure: 'stop+start cycles/s, 8 users', value: `${median(many).toFixed(0)} (${scaling.toFixed(2)}× one)`, target: '≥ 1.5× one', ok: scaling >= 1.5 },
    ];
    console.table(figures.map((row) => ({ ...row, ok: row.ok ? 'pass' : 'FAIL' })));
    await writeSummary('api', { rounds: ROUNDS, seconds: SECONDS, staticRatio, miningRatio, one, many, figures });
    return figures.every((row) => row.ok);
  } finally {
    bare.stop();
  }
});
