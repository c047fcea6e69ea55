/**
 * What a header and the body's type cost a node:http answer (docs/performance.md, "Fourth round"):
 * processes that differ only in how many headers they write (1, as bench:api's bare reference,
 * or the 9 of the prepared static answer) and in whether the body is a string, a latin1 string or
 * a Buffer, all answering the TON Connect manifest's body. Rounds alternate the processes; the
 * figure is each one's CPU per answer (µs, median of the rounds).
 *   npm run bench:header-cost   (BENCH_ROUNDS=6, BENCH_SECONDS=4)
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { median, ROOT } from './support/production-server.ts';
import { cpuSecondsOf } from './support/process-cpu.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const BODY = JSON.stringify({ url: 'https://fre.example', name: 'FRE Mining', iconUrl: 'https://fre.example/icons/icon-192.png', termsOfUseUrl: 'https://fre.example/legal/terms', privacyPolicyUrl: 'https://fre.example/legal/privacy' });
const VARIANTS = [
  { name: '1 header, string body (the bare reference)', headers: 1, kind: 'string' },
  { name: '1 header, Buffer body', headers: 1, kind: 'buffer' },
  { name: '9 headers, Buffer body', headers: 9, kind: 'buffer' },
  { name: '9 headers, latin1 string body (static-responses.ts)', headers: 9, kind: 'latin1' },
];

const servers = await Promise.all(VARIANTS.map(async (variant, index) => {
  const port = 3260 + index; // 3250 is the backup drill's
  const child = fork(path.join(ROOT, 'bench', 'support', 'header-cost-server.mjs'), [String(port), String(variant.headers), BODY, variant.kind], { stdio: 'inherit' });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return { ...variant, url: `http://127.0.0.1:${port}/`, pid: child.pid!, stop: () => child.kill(), cpu: [] as number[] };
}));
try {
  for (const server of servers) await autocannon({ url: server.url, connections: 32, duration: 2 }); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of servers) {
      const before = await cpuSecondsOf(server.pid);
      const result = await autocannon({ url: server.url, connections: 32, duration: SECONDS });
      server.cpu.push(((await cpuSecondsOf(server.pid)) - before) * 1e6 / result.requests.total);
    }
  }
  console.table(servers.map((server) => ({ process: server.name, 'CPU µs per answer (median)': median(server.cpu).toFixed(2), rounds: server.cpu.map((value) => value.toFixed(1)).join(' ') })));
} finally {
  for (const server of servers) server.stop();
}
