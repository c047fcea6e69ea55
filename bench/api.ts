/**
 * API throughput as a ratio to a bare node:http server in the same run (issue: proof), so the
 * figure means the same on a slow or a busy machine. Rounds alternate A/B; the median is reported.
 *   npm run bench:api
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createDatabase } from '../apps/server/src/db/pool.ts';
import { AdjustableClock } from '../apps/server/src/lib/clock.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const root = path.resolve(import.meta.dirname, '..');

async function rps(url: string, options: { headers?: Record<string, string>; connections?: number } = {}): Promise<number> {
  const result = await autocannon({ url, connections: options.connections ?? 32, duration: SECONDS, headers: options.headers ?? {} });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const pg = await startEmbeddedPostgres({ dataDir: path.join(root, '.tmp', 'bench-api-db'), port: 54334, fast: false, log: () => undefined });
const url = pg.urlFor('fre');
const db = createDatabase(url, 16);
await migrate(db);
const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', FRE_DATA_DIR: path.join(root, '.tmp', 'bench-api-data') });
const clock = new AdjustableClock();
const app = await buildApp({ config, db, clock, mailer: { send: async () => undefined } }, { serveWeb: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const manifest = JSON.stringify({ url: config.appUrl, name: 'FRE Mining', iconUrl: `${config.appUrl}/icon-192.png` });
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(manifest);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

// A signed-in user with a running session, verified, mining.
const email = `bench.${Date.now()}@example.test`;
const register = await fetch(`${appUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, nickname: `bench${Date.now() % 1e6}`, password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' }) });
const cookie = register.headers.get('set-cookie')!.split(';')[0]!;
await db.query('UPDATE users SET email_verified = true WHERE email = $1', [email]);
await fetch(`${appUrl}/api/mining/start`, { method: 'POST', headers: { cookie } });

const staticRatio: number[] = [];
const miningRatio: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const base = await rps(bareUrl);
  staticRatio.push((await rps(`${appUrl}/tonconnect-manifest.json`)) / base);
  miningRatio.push((await rps(`${appUrl}/api/mining`, { headers: { cookie } })) / base);
}

/** Start + claim cycles per second for `users` users in parallel (each on its own connection). */
async function cycles(users: number): Promise<number> {
  const clients = [];
  for (let i = 0; i < users; i++) {
    const mail = `cycle.${users}.${i}.${Date.now()}@example.test`;
    const r = await fetch(`${appUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: mail, nickname: `c${users}x${i}x${Date.now() % 1e5}`, password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' }) });
    await db.query('UPDATE users SET email_verified = true WHERE email = $1', [mail]);
    clients.push(r.headers.get('set-cookie')!.split(';')[0]!);
  }
  const deadline = Date.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(clients.map(async (c) => {
    while (Date.now() < deadline) {
      await fetch(`${appUrl}/api/mining/start`, { method: 'POST', headers: { cookie: c } });
      await fetch(`${appUrl}/api/mining/stop`, { method: 'POST', headers: { cookie: c } });
      done += 1;
    }
  }));
  return done / SECONDS;
}
const one = await cycles(1);
const eight = await cycles(8);

console.table([
  { figure: 'static JSON route vs bare node:http', value: `${median(staticRatio).toFixed(2)}×`, target: '≥ 0.80×' },
  { figure: 'authenticated GET /api/mining vs bare node:http', value: `${median(miningRatio).toFixed(2)}×`, target: '≥ 0.25× (report)' },
  { figure: 'start+stop cycles/s, 1 connection', value: one.toFixed(0), target: '—' },
  { figure: 'start+stop cycles/s, 8 connections', value: `${eight.toFixed(0)} (${(eight / one).toFixed(2)}× one)`, target: '≥ 1.5× one' },
]);

await app.close();
bare.close();
await db.close();
await pg.stop();
