/**
 * The server suites on Debian's PostgreSQL 15, the oldest major `DATABASE_URL` may point at (the
 * tests otherwise run on the embedded PostgreSQL 18): a throwaway cluster, then
 *   FRE_TEST_ADMIN_DATABASE_URL=<its superuser URL> vitest run --project server <the suites of test:at-scale>
 * SQL that only a newer major understands (a function, a syntax) fails here.
 *   npm run bench:external-pg
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ensureDebianPostgres, initCluster, makeWorkDir, startCluster } from './support/debian-postgres.ts';
import { ROOT, writeSummary } from './support/production-server.ts';

const PORT = 55415;
// The same suites as test:at-scale, read from package.json so the two stay one list.
const SCRIPTS = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const SUITES = SCRIPTS['test:at-scale']!.split('--project server ')[1]!.trim().split(/\s+/);

interface VitestJson {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
}

function runVitest(adminUrl: string, reportFile: string): Promise<number | null> {
  const args = ['vitest', 'run', '--project', 'server', ...SUITES, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
  const child = spawn('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, FRE_TEST_ADMIN_DATABASE_URL: adminUrl } });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

ensureDebianPostgres();
const work = await makeWorkDir('fre-external-pg');
const dataDir = path.join(work, 'data');
// Durability off, as the embedded test database runs (decision 004); 200 connections like it too.
await initCluster(dataDir, { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '200' });
const cluster = await startCluster(dataDir, PORT);
let ok = false;
try {
  const version = (await cluster.query<{ server_version: string }>('SHOW server_version'))[0]!.server_version;
  console.log(`PostgreSQL ${version} on port ${PORT} (${dataDir})`);
  const reportFile = path.join(ROOT, '.tmp', 'bench', 'external-pg-vitest.json');
  await rm(reportFile, { force: true });
  const started = Date.now();
  const code = await runVitest(cluster.url('postgres'), reportFile);
  const minutes = (Date.now() - started) / 60_000;
  if (!existsSync(reportFile)) throw new Error(`vitest wrote no report (exit code ${code})`);
  const report = JSON.parse(await readFile(reportFile, 'utf8')) as VitestJson;
  const failedFiles = report.testResults.filter((file) => file.status !== 'passed').map((file) => path.relative(path.join(ROOT, 'apps', 'server'), file.name));
  const failedTests = report.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName));
  ok = code === 0 && report.numFailedTests === 0 && failedFiles.length === 0;
  const figures = [
    { figure: 'server version', value: `PostgreSQL ${version}`, target: '15.x', ok: version.startsWith('15') },
    { figure: 'test files', value: report.testResults.length, target: '—', ok: failedFiles.length === 0 },
    { figure: 'tests passed', value: report.numPassedTests, target: String(report.numTotalTests - report.numPendingTests), ok: report.numPassedTests === report.numTotalTests - report.numPendingTests },
    { figure: 'tests failed', value: report.numFailedTests, target: '0', ok: report.numFailedTests === 0 },
    { figure: 'tests skipped', value: report.numPendingTests, target: '—', ok: true },
    { figure: 'minutes', value: minutes.toFixed(1), target: '—', ok: true },
  ];
  console.table(figures.map((row) => ({ ...row, ok: row.ok ? 'pass' : 'FAIL' })));
  if (failedFiles.length > 0) console.error(`Failed files:\n  ${failedFiles.join('\n  ')}`);
  if (failedTests.length > 0) console.error(`Failed tests:\n  ${failedTests.join('\n  ')}`);
  await writeSummary('external-pg', { date: new Date().toISOString(), version, suites: SUITES, failedFiles, failedTests, figures: figures.map((f) => ({ ...f, figure: `PG 15 suites: ${f.figure}` })) });
} catch (error) {
  console.error(error);
  console.error(await cluster.logTail());
} finally {
  await cluster.stop();
  await rm(work, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
