/**
 * `npm run test:times`: where the last `npm test` spent its time — each stage's wall time, then the
 * 20 slowest test files and the 20 slowest journeys, read from the reports the runs wrote in
 * .tmp/test-times (vitest's JSON reporter, Playwright's JSON reporter, scripts/test.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '..', '.tmp', 'test-times');
const read = (name) => {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const relative = (file) => path.relative(path.resolve(import.meta.dirname, '..'), file);

const stages = read('stages.json');
if (stages) {
  console.log(`Stages of the last npm test (${stages.finishedAt}), ${(stages.total / 60).toFixed(1)} min in all:`);
  for (const stage of stages.stages) console.log(`${seconds(stage.seconds * 1000)}  ${stage.ok ? ' ' : '✘'} ${stage.name}`);
} else {
  console.log('No stage times yet: run npm test.');
}

const files = [];
for (const run of ['unit', 'at-scale']) {
  const report = read(`${run}.json`);
  for (const result of report?.testResults ?? []) {
    files.push({ run, file: relative(result.name), ms: result.endTime - result.startTime, tests: result.assertionResults.length });
  }
}
if (files.length > 0) {
  console.log(`\n20 slowest test files of ${files.length} (a file's own time; files run side by side):`);
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 20)) console.log(`${seconds(f.ms)}  ${f.run.padEnd(13)} ${f.file} (${f.tests})`);
}

const journeys = [];
function walk(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      journeys.push({ title: spec.title, file: spec.file ?? file, ms, status: test.status });
    }
  }
  for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
}
const e2e = read('e2e.json');
for (const suite of e2e?.suites ?? []) walk(suite, suite.file);
if (journeys.length > 0) {
  console.log(`\n20 slowest journeys of ${journeys.length}:`);
  for (const j of journeys.sort((a, b) => b.ms - a.ms).slice(0, 20)) console.log(`${seconds(j.ms)}  ${j.file} › ${j.title}${j.status === 'expected' ? '' : ` (${j.status})`}`);
}
