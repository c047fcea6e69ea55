/**
 * Soak: 10 minutes of mixed load on the production server (dashboard reads, start/stop with a
 * ledger credit each, leaderboard, ledger pages, refused bonus codes through the shared rate limit)
 * while the memory of the server process and of its PostgreSQL is sampled. A leak shows as growth
 * that goes on after the warm-up, so the target compares the last minutes with the middle ones.
 * PostgreSQL is judged on its processes' own memory (anonymous PSS); its shared buffers fill as
 * the data grows, up to shared_buffers, and are reported beside it.
 *   npm run bench:soak            (SOAK_MINUTES=2 for a quick look)
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createMiningPlayer, withProductionServer, writeSummary, type Player, type ProductionServer } from './support/production-server.ts';
import { CHEAP_BOT_CHALLENGE } from '../apps/server/test/solved-challenge.ts';
import { postgresMemory, rssOf } from './support/process-memory.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const USERS = Number(process.env.SOAK_USERS ?? 32);
const SAMPLE_MS = 10_000;
/** Growth allowed between the middle of the run and its end (warm-up excluded). */
const MAX_GROWTH = 0.1;

process.env.RATE_LIMIT_PER_MINUTE = '1000000';
process.env.AUTH_RATE_LIMIT_PER_MINUTE = '100000';

type Step = (server: ProductionServer, player: Player) => Promise<Response[]>;
const get = (server: ProductionServer, player: Player, route: string) => fetch(server.url + route, { headers: { cookie: player.cookie } });
const post = (server: ProductionServer, player: Player, route: string, body?: unknown) =>
  fetch(server.url + route, { method: 'POST', headers: { cookie: player.cookie, origin: server.url, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });

/** What players do, with how often (weights). */
const MIX: [number, Step][] = [
  [50, (s, p) => Promise.all(['/api/me', '/api/mining', '/api/notifications', '/api/messages'].map((route) => get(s, p, route)))],
  [15, async (s, p) => [await post(s, p, '/api/mining/stop'), await post(s, p, '/api/mining/start')]],
  [10, async (s, p) => [await get(s, p, '/api/leaderboard')]],
  [10, async (s, p) => [await get(s, p, '/api/ledger?limit=20')]],
  [10, async (s, p) => [await post(s, p, '/api/bonus-codes/redeem', { code: `NOPE${Math.floor(Math.random() * 1e6)}` })]],
  [5, async (s, p) => [await get(s, p, '/api/referrals')]],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);

function pickStep(): Step {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [weight, step] of MIX) if ((roll -= weight) < 0) return step;
  return MIX[0]![1];
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

// Sign-ups are this bench's setup, not what it measures: cheap bot challenges (decision 021).
await withProductionServer({ port: 3210, pgPort: 54346, dataDir: '.tmp/bench-soak', env: CHEAP_BOT_CHALLENGE }, async (server) => {
  const players: Player[] = [];
  for (let i = 0; i < USERS; i++) players.push(await createMiningPlayer(server, `soak${i}`));
  const counts = { requests: 0, serverErrors: 0, limited: 0 };
  const samples: { minute: number; serverMb: number; postgresMb: number; postgresOwnMb: number; postgresSharedMb: number; postgresProcesses: number; requests: number }[] = [];
  const end = Date.now() + MINUTES * 60_000;
  const started = Date.now();

  const sampler = (async () => {
    while (Date.now() < end) {
      const [server_, pg] = await Promise.all([rssOf(server.pid), postgresMemory(server.dataDir)]);
      samples.push({ minute: Math.round(((Date.now() - started) / 60_000) * 100) / 100, serverMb: mb(server_), postgresMb: mb(pg.bytes), postgresOwnMb: mb(pg.anonBytes), postgresSharedMb: mb(pg.sharedBytes), postgresProcesses: pg.processes, requests: counts.requests });
      await sleep(SAMPLE_MS);
    }
  })();
  await Promise.all(players.map(async (player) => {
    while (Date.now() < end) {
      for (const response of await pickStep()(server, player)) {
        counts.requests += 1;
        if (response.status >= 500) counts.serverErrors += 1;
        if (response.status === 429) counts.limited += 1;
        await response.arrayBuffer();
      }
    }
  }));
  await sampler;

  const middle = samples.filter((s) => s.minute >= MINUTES * 0.4 && s.minute < MINUTES * 0.6);
  const last = samples.filter((s) => s.minute >= MINUTES * 0.8);
  const growth = (key: 'serverMb' | 'postgresMb' | 'postgresOwnMb' | 'postgresSharedMb') => mean(last.map((s) => s[key])) / mean(middle.map((s) => s[key])) - 1;
  const serverGrowth = growth('serverMb');
  const postgresGrowth = growth('postgresOwnMb');
  const sharedBuffersGrowth = growth('postgresSharedMb');
  const perMinute = samples.filter((_, i) => i % Math.round(60_000 / SAMPLE_MS) === 0);
  console.table(perMinute.map((s) => ({ minute: s.minute, 'server RSS MB': s.serverMb, 'postgres PSS MB': s.postgresMb, 'of which own': s.postgresOwnMb, 'of which shared buffers': s.postgresSharedMb, 'pg processes': s.postgresProcesses, requests: s.requests })));
  const rows = [
    { figure: 'requests', value: counts.requests, target: '—', ok: true },
    { figure: 'requests per second', value: Math.round(counts.requests / (MINUTES * 60)), target: '—', ok: true },
    { figure: '5xx answers', value: counts.serverErrors, target: '0', ok: counts.serverErrors === 0 },
    { figure: '429 (bonus-code limit, expected)', value: counts.limited, target: '—', ok: true },
    { figure: 'server RSS growth, last 20% vs middle', value: `${(serverGrowth * 100).toFixed(1)} %`, target: `≤ ${MAX_GROWTH * 100} %`, ok: serverGrowth <= MAX_GROWTH },
    { figure: 'postgres own memory (anonymous PSS) growth, last 20% vs middle', value: `${(postgresGrowth * 100).toFixed(1)} %`, target: `≤ ${MAX_GROWTH * 100} %`, ok: postgresGrowth <= MAX_GROWTH },
    { figure: 'postgres shared buffers touched, growth (fills up to shared_buffers)', value: `${(sharedBuffersGrowth * 100).toFixed(1)} %`, target: '—', ok: true },
  ];
  console.table(rows.map((row) => ({ ...row, ok: row.ok ? 'pass' : 'FAIL' })));
  await writeSummary('soak', { minutes: MINUTES, users: USERS, counts, serverGrowth, postgresGrowth, sharedBuffersGrowth, samples, figures: rows });
  return rows.every((row) => row.ok);
});
