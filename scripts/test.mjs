/**
 * `npm test`: every check of the repository, stage after stage, stopping at the first that fails
 * (as the `&&` chain it replaces did), with each stage's wall time written to
 * .tmp/test-times/stages.json for `npm run test:times`. A stage is a group of commands run side by
 * side: the machine has two cores, and a group pairs work that does not wait on the same one.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const timesDir = path.join(root, '.tmp', 'test-times');

/** name → the npm scripts it runs, side by side. */
const STAGES = [
  // The OpenAPI document against Redocly's rules: about 15 s, beside the typecheck (decision 064); the web
  // client's types generated from it, the committed ones compared (decision 080).
  ['typecheck and lint', ['typecheck', 'lint', 'lint:openapi', 'lint:api-types']],
  // Every suite once as `npm start` runs (one instance, its embedded database, prepared statements)…
  ['unit and API tests', ['test:unit']],
  // …and the server's module suites again as operators run at scale: two instances behind a proxy, through PgBouncer.
  ['at scale', ['test:at-scale']],
  ['build', ['build']],
  ['bundle budgets', ['bench:bundle']],
  // The first screens timed in Chromium on the throttled phone profile, on the build just made (decision 050): alone, as timing needs.
  ['first-screen budget', ['bench:first-screen-budget']],
  ['journeys', ['test:e2e']],
];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

fs.mkdirSync(timesDir, { recursive: true });
const stages = [];
const started = Date.now();
let failed = 0;
for (const [name, scripts] of STAGES) {
  const at = Date.now();
  console.log(`\n▶ ${name}: ${scripts.map((script) => `npm run ${script}`).join(' ∥ ')}`);
  const codes = await Promise.all(scripts.map(run));
  const seconds = (Date.now() - at) / 1000;
  const code = codes.find((c) => c !== 0) ?? 0;
  stages.push({ name, scripts, seconds, ok: code === 0 });
  console.log(`${code === 0 ? '✔' : '✘'} ${name} in ${seconds.toFixed(0)} s`);
  if (code !== 0) {
    failed = code;
    break;
  }
}
const total = (Date.now() - started) / 1000;
fs.writeFileSync(path.join(timesDir, 'stages.json'), `${JSON.stringify({ finishedAt: new Date().toISOString(), total, stages }, null, 2)}\n`);
console.log(`\n${failed ? '✘ npm test failed' : '✔ npm test passed'} in ${(total / 60).toFixed(1)} min (npm run test:times for the slowest files)`);
process.exit(failed);
