/**
 * The backup drill of docs/operations.md ("Backups and restore"), on a throwaway cluster of
 * Debian's PostgreSQL 15 with WAL archiving, the production server on it and players at work:
 *   1. pg_dump -Fc while players sign up, mine and claim: requests keep being answered, no 5xx;
 *   2. restore-check, then pg_restore into a new database; verify-ledger passes on the copy;
 *   3. a ledger row deleted by hand on the copy: verify-ledger fails and names the user;
 *   4. a restore into a database that holds data: restore-check refuses it, and pg_restore with
 *      the documented flags fails without writing anything;
 *   5. point-in-time recovery: base backup, writes, a noted time, more writes, recovery to that
 *      time: the earlier writes are there, the later ones are not, verify-ledger passes.
 *   npm run bench:backup       (DRILL_DORMANT_USERS=100000 accounts make the dump last; DRILL_KEEP=1 keeps the clusters' folder)
 */
import { appendFile, chown, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDormantAccounts } from './support/drill-ballast.ts';
import { CHEAP_BOT_CHALLENGE } from '../apps/server/test/solved-challenge.ts';
import { DrillTraffic, type DrillPlayer } from './support/drill-load.ts';
import {
  ensureDebianPostgres, initCluster, makeWorkDir, ownedDir, runProgram, runTool, startCluster, waitForPromotion, type RunningCluster, type ToolResult,
} from './support/debian-postgres.ts';
import { ROOT, startProductionServer, writeSummary, type ProductionServer } from './support/production-server.ts';

const PRIMARY_PORT = 55431;
const RECOVERED_PORT = 55432;
const SERVER_PORT = 3250;
const DORMANT_USERS = Number(process.env.DRILL_DORMANT_USERS ?? 100_000);
const PLAYERS = 16;
const WORKERS = 8;

interface Check {
  check: string;
  expected: string;
  seen: string;
  ok: boolean;
}
const checks: Check[] = [];
const figures: { figure: string; value: string }[] = [];

function record(check: string, expected: string, seen: string, ok = expected === seen): void {
  checks.push({ check, expected, seen, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${check}: ${seen}${ok ? '' : ` (expected ${expected})`}`);
}
function figure(name: string, value: string): void {
  figures.push({ figure: name, value });
  console.log(`      ${name}: ${value}`);
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const indent = (text: string, lines = 12) => text.replace(/^\n+|\s+$/g, '').split('\n').slice(0, lines).map((line) => `        ${line}`).join('\n');

/** `npm run admin -- …` on the database at `url`, as an operator runs it. */
const adminCli = (url: string, ...args: string[]): Promise<ToolResult> =>
  runProgram('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { DATABASE_URL: url } });

async function counts(cluster: RunningCluster, database: string): Promise<string> {
  const [row] = await cluster.query<{ users: string; ledger: string }>('SELECT (SELECT count(*) FROM users)::text AS users, (SELECT count(*) FROM ledger)::text AS ledger', [], database);
  return `${row!.users} users, ${row!.ledger} ledger rows`;
}

async function dumpUnderLoad(primary: RunningCluster, traffic: DrillTraffic, players: DrillPlayer[], dumpFile: string): Promise<void> {
  const load = traffic.run(players, WORKERS);
  await sleep(2_000);
  const from = performance.now();
  const dump = await runTool('pg_dump', ['--format=custom', `--file=${dumpFile}`, `--dbname=${primary.url('fre')}`]);
  const to = performance.now();
  await sleep(1_000);
  await load.stop();
  record('pg_dump -Fc while players sign up, mine and claim', 'exit 0', `exit ${dump.code}${dump.code ? `: ${dump.stderr.trim()}` : ''}`);
  const during = traffic.between(from, to);
  const overall = traffic.between(0, Infinity);
  record('requests answered during the dump', 'more than 0', String(during.served), during.served > 0);
  record('5xx (or no answer) during the dump', '0', String(during.serverErrors));
  record('5xx (or no answer) during the whole load', '0', String(overall.serverErrors));
  figure('dump size', `${((await stat(dumpFile)).size / 1e6).toFixed(1)} MB`);
  figure('dump time under load', seconds(to - from));
  figure('requests answered during the dump', `${during.served} (${Math.round(during.served / ((to - from) / 1000))}/s)`);
  figure('load', `${overall.served} requests, ${load.failures()} refused turns, ${players.length} players at the start`);
}

async function restoreAndVerify(primary: RunningCluster, dumpFile: string): Promise<void> {
  await primary.query('CREATE DATABASE fre_restored TEMPLATE template0');
  const restoredUrl = primary.url('fre_restored');
  const ready = await adminCli(restoredUrl, 'restore-check');
  record('restore-check on a new, empty database', 'exit 0', `exit ${ready.code}`);
  const restore = await runTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', `--dbname=${restoredUrl}`, dumpFile]);
  record('pg_restore --exit-on-error --single-transaction --no-owner into it', 'exit 0', `exit ${restore.code}${restore.code ? `: ${restore.stderr.trim()}` : ''}`);
  figure('restore time', seconds(restore.ms));
  figure('restored copy', await counts(primary, 'fre_restored'));
  const verified = await adminCli(restoredUrl, 'verify-ledger');
  record('verify-ledger on the restored copy', 'exit 0', `exit ${verified.code}`);
  console.log(indent(verified.stdout || verified.stderr, 1));
  figure('verify-ledger on the copy', verified.stdout.match(/\(([\d.]+ s)\)/)?.[1] ?? '?');

  const [victim] = await primary.query<{ id: string; email: string }>(
    `SELECT l.id::text, u.email FROM ledger l JOIN users u ON u.id = l.user_id WHERE l.kind = 'mining_claim' ORDER BY l.id DESC LIMIT 1`, [], 'fre_restored');
  // The ledger refuses DELETE through a trigger; a superuser can still get past it (replica mode).
  await primary.query(`BEGIN; SET LOCAL session_replication_role = replica; DELETE FROM ledger WHERE id = ${Number(victim!.id)}; COMMIT`, [], 'fre_restored');
  const broken = await adminCli(restoredUrl, 'verify-ledger');
  const named = broken.stderr.includes(victim!.email);
  record('verify-ledger after a ledger row is deleted by hand on the copy', 'exit 1, names the user', `exit ${broken.code}${named ? ', names the user' : ''}`);
  console.log(indent(broken.stderr.split('\n').filter((line) => /FAIL|user |checks fail/.test(line)).join('\n'), 10));
}

async function restoreOverData(primary: RunningCluster, dumpFile: string): Promise<void> {
  const restoredUrl = primary.url('fre_restored');
  const refused = await adminCli(restoredUrl, 'restore-check');
  record('restore-check on a database that holds data', 'exit 1', `exit ${refused.code}`);
  console.log(indent(refused.stderr));
  const before = await counts(primary, 'fre_restored');
  const over = await runTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', `--dbname=${restoredUrl}`, dumpFile]);
  const after = await counts(primary, 'fre_restored');
  record('pg_restore over it with the same flags', 'fails, nothing written', `exit ${over.code}, ${before === after ? 'nothing written' : `${before} → ${after}`}`, over.code !== 0 && before === after);
  console.log(indent(over.stderr, 3));
  await primary.query('DROP DATABASE fre_restored');
}

async function pointInTimeRecovery(primary: RunningCluster, traffic: DrillTraffic, players: DrillPlayer[], work: string, archive: string, stops: (() => Promise<void>)[]): Promise<void> {
  const baseDir = path.join(work, 'recovered');
  const base = await runTool('pg_basebackup', [`--pgdata=${baseDir}`, '--wal-method=stream', '--checkpoint=fast', `--dbname=${primary.url('postgres')}`], { asOwner: true });
  record('pg_basebackup of the running primary', 'exit 0', `exit ${base.code}${base.code ? `: ${base.stderr.trim()}` : ''}`);
  figure('base backup time', seconds(base.ms));
  const du = await runProgram('du', ['-sm', baseDir]);
  figure('base backup size', `${du.stdout.split('\t')[0]} MB`);

  const before: string[] = [];
  for (let i = 0; i < 5; i++) before.push((await traffic.signUp('pitr-before')).email);
  for (const player of players.slice(0, 5)) await traffic.restartMining(player);
  const target = (await primary.query<{ target: string }>(`SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' AS target`))[0]!.target;
  console.log(`      noted time: ${target}`);
  await sleep(1_500);
  const later: string[] = [];
  for (let i = 0; i < 5; i++) later.push((await traffic.signUp('pitr-after')).email);
  for (const player of players.slice(0, 5)) await traffic.restartMining(player);
  // The WAL of the later writes must reach the archive, or recovery would never see the target pass.
  const segment = (await primary.query<{ segment: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS segment'))[0]!.segment;
  const archived = async () => (await primary.query<{ last: string | null }>('SELECT last_archived_wal AS last FROM pg_stat_archiver'))[0]!.last ?? '';
  const deadline = Date.now() + 60_000;
  while ((await archived()) < segment) {
    if (Date.now() > deadline) throw new Error(`segment ${segment} was not archived within 60 s`);
    await sleep(200);
  }

  await appendFile(path.join(baseDir, 'postgresql.auto.conf'), [
    `restore_command = 'cp ${archive}/%f %p'`,
    `recovery_target_time = '${target}'`,
    `recovery_target_action = 'promote'`,
    // A recovered copy must not write into the primary's archive.
    'archive_mode = off',
    '',
  ].join('\n'));
  const signal = path.join(baseDir, 'recovery.signal');
  await writeFile(signal, '');
  const { uid, gid } = await stat(baseDir);
  await chown(signal, uid, gid);
  const started = performance.now();
  const recovered = await startCluster(baseDir, RECOVERED_PORT);
  stops.push(() => recovered.stop());
  await waitForPromotion(recovered);
  figure('recovery time (start to promoted)', seconds(performance.now() - started));
  const stopLine = (await recovered.logTail()).split('\n').find((line) => line.includes('recovery stopping'));
  if (stopLine) console.log(indent(stopLine.replace(/^.*?LOG:\s*/, 'LOG: '), 1));

  const found = async (emails: string[]) => (await recovered.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = ANY($1)', [emails], 'fre'))[0]!.n;
  record('recovered to the noted time: sign-ups before it', `${before.length} of ${before.length}`, `${await found(before)} of ${before.length}`);
  record('recovered to the noted time: sign-ups after it', `0 of ${later.length}`, `${await found(later)} of ${later.length}`);
  const verified = await adminCli(recovered.url('fre'), 'verify-ledger');
  record('verify-ledger on the recovered cluster', 'exit 0', `exit ${verified.code}`);
  console.log(indent(verified.stdout || verified.stderr, 1));
}

ensureDebianPostgres();
const work = await makeWorkDir('fre-backup-drill');
const archive = await ownedDir(path.join(work, 'wal-archive'));
const stops: (() => Promise<void>)[] = [];
const cleanUp = async () => {
  for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
  if (process.env.DRILL_KEEP !== '1') await rm(work, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

let primary: RunningCluster | undefined;
try {
  await initCluster(path.join(work, 'primary'), {
    wal_level: 'replica',
    archive_mode: 'on',
    archive_command: `'test ! -f ${archive}/%f && cp %p ${archive}/%f'`,
    max_wal_senders: '4',
  });
  primary = await startCluster(path.join(work, 'primary'), PRIMARY_PORT);
  stops.push(() => primary!.stop());
  const version = (await primary.query<{ server_version: string }>('SHOW server_version'))[0]!.server_version;
  console.log(`PostgreSQL ${version} on port ${PRIMARY_PORT}, WAL archived to ${archive}`);
  await primary.query('CREATE DATABASE fre');

  await rm(path.join(ROOT, '.tmp', 'bench-backup-drill'), { recursive: true, force: true });
  const server: ProductionServer = await startProductionServer({
    port: SERVER_PORT, pgPort: 55499, dataDir: '.tmp/bench-backup-drill',
    // Sign-ups are traffic here, not what is measured: cheap bot challenges (decision 021).
    env: { DATABASE_URL: primary.url('fre'), RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ...CHEAP_BOT_CHALLENGE },
  });
  stops.push(() => server.stop());
  if (DORMANT_USERS > 0) figure(`${DORMANT_USERS} dormant accounts × 5 ledger rows written`, seconds(await addDormantAccounts(primary.url('fre'), DORMANT_USERS, 5)));
  const traffic = new DrillTraffic(server);
  const players: DrillPlayer[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await traffic.signUp(`drill${i}`));
  figure('database before the dump', await counts(primary, 'fre'));

  const dumpFile = path.join(work, 'fre.dump');
  console.log('\n1. Logical backup under load');
  await dumpUnderLoad(primary, traffic, players, dumpFile);
  console.log('\n2-3. Restore into a new database, verify, tamper');
  await restoreAndVerify(primary, dumpFile);
  console.log('\n4. Restore into a database that holds data');
  await restoreOverData(primary, dumpFile);
  console.log('\n5. Point-in-time recovery');
  await pointInTimeRecovery(primary, traffic, players, work, archive, stops);

  const ok = checks.every((check) => check.ok);
  console.log();
  console.table(checks.map((check) => ({ ...check, ok: check.ok ? 'pass' : 'FAIL' })));
  console.table(figures);
  await writeSummary('backup-drill', {
    date: new Date().toISOString(),
    version,
    dormantUsers: DORMANT_USERS,
    checks,
    figures: [...checks.map((c) => ({ figure: `backup drill: ${c.check}`, value: c.seen, target: c.expected, ok: c.ok })), ...figures.map((f) => ({ figure: `backup drill: ${f.figure}`, value: f.value }))],
  });
  console.log(ok ? `Backup drill: all ${checks.length} checks pass.` : `Backup drill: ${checks.filter((c) => !c.ok).length} of ${checks.length} checks FAIL.`);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error);
  if (primary) console.error(await primary.logTail());
  process.exitCode = 1;
} finally {
  await cleanUp();
}
