/**
 * What each hook on GET /api/mining's path costs per request, without touching the product: the
 * production server runs with --cpu-prof under autocannon's load on the route, then every function
 * Fastify calls out to (a hook, the route's handler, the response's serializer) is charged the
 * samples whose stack contains it (inclusive time: what it calls, Fastify's helpers included),
 * divided by the requests served. An async hook's part after an await is charged to it too: its
 * frame is on the resumed stack. The SQL's client-side work (pg reading rows in socket callbacks)
 * is no hook's; it is the same in bench:api's same-SQL reference.
 *   npm run bench:api-hooks        (BENCH_SECONDS=5: the load lasts twice that, after a warm-up;
 *                                   BENCH_KEEP_PROFILE=1 keeps the profile and prints its folder)
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { createMiningPlayer, ensureWebBuild, ROOT, startProductionServer, writeSummary } from './support/production-server.ts';
import { cpuSecondsOf } from './support/process-cpu.ts';
import type { CallFrame, CpuProfile, ProfileNode } from './support/cpu-profile-summary.ts';
import { CHEAP_BOT_CHALLENGE } from '../apps/server/test/solved-challenge.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

process.env.RATE_LIMIT_PER_MINUTE = '100000000';
process.env.AUTH_RATE_LIMIT_PER_MINUTE = '1000000';

export interface HookCost {
  /** The lifecycle step that called it (onRequest, preHandler, handler, serializer, onSend, onResponse…). */
  step: string;
  /** file › function, as the profile names it. */
  name: string;
  microsPerRequest: number;
}

const FASTIFY = '/node_modules/fastify/lib/';
// Fastify's hook runners and its routing entry: a callback hook calls the next step through them,
// so what runs above one of these frames is the rest of the request, not the hook's own cost.
const CONTINUATIONS = ['/node_modules/fastify/lib/hooks.js', '/node_modules/fastify/lib/route.js'];

// The step each call-out belongs to, by the first pattern its name holds.
const STEPS: [string, string][] = [
  ['fastifyCookieOnSendHandler', 'onSend'],
  ['@fastify/cookie', 'onRequest'],
  ['http/security-headers.ts', 'onRequest'],
  ['http/request-id.ts', 'onRequest'],
  ['http/authenticate.ts', 'onRequest'],
  ['http/statement-logging.ts', 'onRequest'],
  ['@fastify/rate-limit', 'preHandler'],
  ['http/origin-check.ts', 'preHandler'],
  ['http/maintenance.ts', 'preHandler'],
  ['fastify-type-provider-zod', 'serializer'],
  ['http/response-serializer.ts', 'serializer'],
  // zod's own functions appear as call-outs when V8 inlined the serializer into Fastify's frame.
  ['zod/v4', 'serializer'],
  ['http/request-metrics.ts', 'onResponse'],
  ['/modules/', 'handler'],
  ['pino', "Fastify's request logger"],
  ['http/request-logger.ts', "Fastify's request logger"],
  ['find-my-way', "Fastify's routing"],
];

const shortUrl = (url: string) => url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '').replace(/^.*node_modules\//, '');

/**
 * Charges each Fastify call-out (a function outside Fastify called by Fastify) with the samples
 * whose stack holds it below any hook runner; `requests`: how many the profile's process answered.
 */
export function hookCosts(profile: CpuProfile, requests: number): { hooks: HookCost[]; steps: { step: string; microsPerRequest: number }[]; insideFastifyMicros: number } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inFastify = (node: ProfileNode) => node.callFrame.url.includes(FASTIFY);
  const keyOf = ({ url, functionName, lineNumber, columnNumber }: CallFrame) => `${url}:${functionName}:${lineNumber}:${columnNumber}`;

  // Node's own functions Fastify calls (writing the answer) are Fastify's cost, not a call-out.
  const callOuts = new Map<string, { step: string; name: string }>();
  for (const node of profile.nodes) {
    const up = parent.get(node.id);
    const { url, functionName } = node.callFrame;
    if (up === undefined || inFastify(node) || !url || url.startsWith('node:') || !inFastify(byId.get(up)!)) continue;
    const name = `${shortUrl(url)} › ${functionName || '(anonymous)'}`;
    callOuts.set(keyOf(node.callFrame), { step: STEPS.find(([pattern]) => name.includes(pattern))?.[1] ?? 'other', name });
  }

  const micros = new Map<string, number>();
  // Per step, each sample once: V8's inlining moves a frame from one function to its caller, which
  // splits a function's row but not its step's.
  const stepMicros = new Map<string, number>();
  let insideFastify = 0;
  (profile.samples ?? []).forEach((leaf, index) => {
    const delta = Math.max(0, profile.timeDeltas?.[index + 1] ?? 0);
    const charged = new Set<string>();
    let continuation = false;
    let fastify = false;
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id)!;
      if (inFastify(node)) fastify = true;
      if (CONTINUATIONS.some((file) => node.callFrame.url.endsWith(file))) continuation = true;
      const key = keyOf(node.callFrame);
      if (!continuation && callOuts.has(key)) charged.add(key);
    }
    if (fastify) insideFastify += delta;
    for (const key of charged) micros.set(key, (micros.get(key) ?? 0) + delta);
    for (const step of new Set([...charged].map((key) => callOuts.get(key)!.step))) stepMicros.set(step, (stepMicros.get(step) ?? 0) + delta);
  });
  // One row per function (a hook declared once runs for every route: same function, same row).
  const rows = new Map<string, HookCost>();
  for (const [key, { step, name }] of callOuts) {
    const row = rows.get(name) ?? { step, name, microsPerRequest: 0 };
    row.microsPerRequest += (micros.get(key) ?? 0) / requests;
    rows.set(name, row);
  }
  const hooks = [...rows.values()].filter((hook) => hook.microsPerRequest >= 0.05).sort((a, b) => b.microsPerRequest - a.microsPerRequest);
  const steps = [...stepMicros.entries()].map(([step, total]) => ({ step, microsPerRequest: total / requests })).sort((a, b) => b.microsPerRequest - a.microsPerRequest);
  return { hooks, steps, insideFastifyMicros: insideFastify / requests };
}

async function load(url: string, cookie: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 32, duration: seconds, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.total;
}

ensureWebBuild();
const profileDir = await mkdtemp(path.join(os.tmpdir(), 'api-hooks-'));
process.env.BENCH_CPU_PROFILE_DIR = profileDir;
const server = await startProductionServer({ port: 3224, pgPort: 54349, dataDir: '.tmp/bench-api-hooks', env: CHEAP_BOT_CHALLENGE });
let requests = 0;
let cpuMicros = 0;
try {
  const player = await createMiningPlayer(server, 'hooks');
  const url = `${server.url.replace('localhost', '127.0.0.1')}/api/mining`;
  requests += await load(url, player.cookie, 2); // warm-up: its requests are in the profile too
  const cpuBefore = await cpuSecondsOf(server.pid);
  const measured = await load(url, player.cookie, SECONDS * 2);
  cpuMicros = ((await cpuSecondsOf(server.pid)) - cpuBefore) * 1e6 / measured;
  requests += measured;
  // autocannon resolves with requests still in flight: let them finish before the pool closes.
  await sleep(1000);
} finally {
  await server.stop();
}
const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`the server wrote no CPU profile in ${profileDir}`);
const profile = JSON.parse(await readFile(path.join(profileDir, file), 'utf8')) as CpuProfile;
if (process.env.BENCH_KEEP_PROFILE) console.log(`profile kept: ${profileDir}`); else await rm(profileDir, { recursive: true });

const { hooks, steps, insideFastifyMicros } = hookCosts(profile, requests);
console.log(`GET /api/mining: ${requests} requests; the server's CPU ${cpuMicros.toFixed(0)} µs per request (profiler on), inside Fastify (hooks, handler, serialisation, routing) ${insideFastifyMicros.toFixed(1)} µs`);
console.table(hooks.map((hook) => ({ step: hook.step, function: hook.name, 'µs per request': hook.microsPerRequest.toFixed(1) })));
console.table(steps.map((step) => ({ step: step.step, 'µs per request': step.microsPerRequest.toFixed(1) })));
console.log(`load average: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
await writeSummary('api-hooks', { requests, cpuMicros, insideFastifyMicros, steps, hooks });
