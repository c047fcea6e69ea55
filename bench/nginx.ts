/**
 * The nginx front of docs/operations.md (deploy/nginx.conf, as shipped but for local ports and a
 * self-signed certificate) in front of two production instances sharing one database: requests are
 * spread over both, a player signs up, verifies, signs in and mines through it, and what the
 * instances see through the proxy (https, the visitor's origin and language) is right.
 *   npm run bench:nginx        (needs nginx: apt-get install -y nginx)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NGINX, startNginxFront } from './support/nginx-front.ts';
import { CHEAP_BOT_CHALLENGE } from '../apps/server/test/solved-challenge.ts';
import { BENCH_PASSWORD, ROOT, createMiningPlayer, startProductionServer, writeSummary, type ProductionServer } from './support/production-server.ts';

const FRONT_PORT = 3240;
const INSTANCE_PORTS = [3241, 3242] as const;
const FRONT = `https://localhost:${FRONT_PORT}`;
const work = path.join(ROOT, '.tmp', 'bench-nginx-front');

if (!existsSync(NGINX)) {
  console.error(`nginx is missing at ${NGINX}: apt-get install -y nginx (or set NGINX_PATH).`);
  process.exit(1);
}
// The front's certificate is self-signed: this process (the visitor) accepts it.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

interface Check {
  check: string;
  expected: string;
  seen: string;
  ok: boolean;
}

async function checks(front: ProductionServer): Promise<Check[]> {
  const results: Check[] = [];
  const record = (check: string, expected: string, seen: string) => results.push({ check, expected, seen, ok: expected === seen });

  const answeredBy = new Set<string>();
  for (let i = 0; i < 20; i++) answeredBy.add((await fetch(`${FRONT}/api/health`)).headers.get('x-instance') ?? '?');
  record('20 health checks: instances that answered', INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`).join(', '), [...answeredBy].sort().join(', '));

  const player = await createMiningPlayer(front, 'nginx');
  record('a player signs up, verifies by the emailed link and starts mining through the front', 'done', 'done');

  const login = await fetch(`${FRONT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: FRONT },
    body: JSON.stringify({ email: player.email, password: BENCH_PASSWORD }),
  });
  const session = login.headers.getSetCookie().find((line) => line.startsWith('fre_session='));
  record('sign-in through the front', '200', String(login.status));
  record('session cookie behind https', 'HttpOnly; Secure; SameSite=Lax', session ? ['HttpOnly', 'Secure', 'SameSite=Lax'].filter((flag) => session.includes(flag)).join('; ') : 'none');
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

  const sessions = new Set<string>();
  const instances = new Set<string>();
  for (let i = 0; i < 10; i++) {
    const response = await fetch(`${FRONT}/api/mining`, { headers: { cookie } });
    instances.add(response.headers.get('x-instance') ?? '?');
    sessions.add(response.ok ? String(((await response.json()) as { session: { id: string } | null }).session?.id ?? 'none') : `HTTP ${response.status}`);
  }
  record('10 dashboard reads: instances / distinct running sessions seen', '2 / 1', `${instances.size} / ${sessions.size}`);

  const foreign = await fetch(`${FRONT}/api/mining/stop`, { method: 'POST', headers: { cookie, origin: 'https://evil.example' } });
  record('a write from another site (Origin check behind the proxy)', '403', String(foreign.status));
  const own = await fetch(`${FRONT}/api/mining/stop`, { method: 'POST', headers: { cookie, origin: FRONT } });
  record('the same write from the site itself', '200', String(own.status));

  const landing = await fetch(`${FRONT}/`, { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
  const html = await landing.text();
  record('/ for a guest: the pre-rendered landing in the browser language', 'lang="ru"', /<html lang="(\w+)">/.exec(html)?.[0]?.replace('<html ', '').replace('>', '') ?? 'none');
  return results;
}

const dataDir = '.tmp/bench-nginx';
const shared = { pgPort: 54351, dataDir, env: { APP_URL: FRONT, TRUST_PROXY: '1', ...CHEAP_BOT_CHALLENGE } };
// The first instance starts the embedded PostgreSQL; the second finds it running and shares it.
const first = await startProductionServer({ ...shared, port: INSTANCE_PORTS[0] });
let ok = false;
try {
  const second = await startProductionServer({ ...shared, port: INSTANCE_PORTS[1] });
  try {
    const front = await startNginxFront({ port: FRONT_PORT, instancePorts: INSTANCE_PORTS, work, instanceHeader: true });
    try {
      const results = await checks({ url: FRONT, dataDir: path.resolve(ROOT, dataDir), pid: first.pid, stop: async () => undefined });
      console.table(results.map(({ check, expected, seen, ok: passed }) => ({ check, expected, seen, ok: passed ? 'pass' : 'FAIL' })));
      ok = results.every((result) => result.ok);
      await writeSummary('nginx', {
        date: new Date().toISOString(),
        nginx: spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim(),
        figures: results.map((result) => ({ figure: `nginx front: ${result.check}`, value: result.seen, target: result.expected, ok: result.ok })),
      });
    } finally {
      await front.stop();
    }
  } finally {
    await second.stop();
  }
} finally {
  await first.stop();
}
if (!ok) console.error('The nginx front does not behave as documented.');
process.exit(ok ? 0 : 1);
