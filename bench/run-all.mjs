/**
 * `npm run bench`: every measurement of docs/performance.md in turn, then one summary of each
 * figure against its target. BENCH_ONLY=api,scale runs a subset. Exit code 1 when any bench misses
 * a target. Not part of `npm test` (apart from the bundle budget, which is not noisy).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BENCHES = [
  { name: 'bundle', command: ['npm', 'run', 'build'], then: ['node', 'bench/bundle.mjs'] },
  { name: 'api', command: ['node', '--import', 'tsx', 'bench/api.ts'] },
  { name: 'scale', command: ['node', '--import', 'tsx', 'bench/scale.ts'] },
  { name: 'lighthouse', command: ['node', '--import', 'tsx', 'bench/lighthouse.ts'] },
  { name: 'first-screen', command: ['node', '--import', 'tsx', 'bench/first-screen.ts'] },
  { name: 'tap', command: ['node', '--import', 'tsx', 'bench/tap-response.ts'] },
  { name: 'dashboard-tick', command: ['node', '--import', 'tsx', 'bench/dashboard-tick.ts'] },
  { name: 'soak', command: ['node', '--import', 'tsx', 'bench/soak.ts'] },
  { name: 'nginx', command: ['node', '--import', 'tsx', 'bench/nginx.ts'] },
  { name: 'load', command: ['node', '--import', 'tsx', 'bench/load.ts'] },
  { name: 'shards', command: ['node', '--import', 'tsx', 'bench/cross-shard-statements.ts'] },
  { name: 'replica', command: ['node', '--import', 'tsx', 'bench/replica.ts'] },
  { name: 'external-pg', command: ['node', '--import', 'tsx', 'bench/external-pg.ts'] },
  { name: 'abuse', command: ['node', '--import', 'tsx', 'bench/abuse.ts'] },
  { name: 'backup-drill', command: ['node', '--import', 'tsx', 'bench/backup-drill.ts'] },
  { name: 'dependencies', command: ['node', 'bench/dependencies.mjs'] },
];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const selected = BENCHES.filter((bench) => !only || only.includes(bench.name));

const run = ([command, ...args]) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;
const results = [];
for (const bench of selected) {
  const summaryFile = path.join(root, '.tmp', 'bench', `${bench.name}.json`);
  rmSync(summaryFile, { force: true });
  console.log(`\n━━ ${bench.name} ━━`);
  const started = Date.now();
  const ok = run(bench.command) && (!bench.then || run(bench.then));
  const figures = existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8')).figures ?? [] : [];
  results.push({ name: bench.name, ok, minutes: ((Date.now() - started) / 60_000).toFixed(1), figures });
}

console.log(`\n━━ summary (${new Date().toISOString()}) ━━`);
const rows = results.flatMap((result) =>
  result.figures.length > 0
    ? result.figures.map((f) => ({ bench: result.name, figure: f.figure, value: String(f.value), target: f.target ?? '—', ok: f.ok === false ? 'FAIL' : 'pass' }))
    : [{ bench: result.name, figure: '(see its output)', value: '', target: '', ok: result.ok ? 'pass' : 'FAIL' }],
);
console.table(rows);
console.table(results.map((r) => ({ bench: r.name, result: r.ok ? 'pass' : 'FAIL', minutes: r.minutes })));
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
